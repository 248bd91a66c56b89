import type { RouteSample } from '../navigation/route-sample';

// The course routes, linked from the dashboards into the second document, as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/course/12', 'course', 'auth', { courseId: '12' }],
  ['/course/1/2', 'course', 'auth', { courseId: '1', courseProgressId: '2' }],
  ['/course/1/2/3', 'course', 'auth', { courseId: '1', contentId: '2', courseProgressId: '3' }],
];
