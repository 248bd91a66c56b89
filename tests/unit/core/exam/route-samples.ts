import type { RouteSample } from '../navigation/route-sample';

// The exam routes, linked from the dashboards into the second document, as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/app/exam/77/take', 'exam-take', 'auth', { examNo: '77' }],
  ['/app/exam/77/result', 'exam-result', 'auth', { examNo: '77' }],
  ['/app/exam/77/feedback', 'exam-feedback', 'auth', { examNo: '77' }],
];
