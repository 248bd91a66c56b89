import type { RouteDefinition } from '../navigation/routes';

/** The course viewer routes (learning §2), with or without a content and a progress id. */
export const routes = [
  { name: 'course', pattern: '/course/:courseId', access: 'auth' },
  { name: 'course', pattern: '/course/:courseId/:courseProgressId', access: 'auth' },
  { name: 'course', pattern: '/course/:courseId/:contentId/:courseProgressId', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    course: typeof routes;
  }
}
