import type { RouteDefinition } from '../navigation/routes';

/** The exam routes (learning §2): take, result and feedback. */
export const routes = [
  { name: 'exam-take', pattern: '/app/exam/:examNo/take', access: 'auth' },
  { name: 'exam-result', pattern: '/app/exam/:examNo/result', access: 'auth' },
  { name: 'exam-feedback', pattern: '/app/exam/:examNo/feedback', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    exam: typeof routes;
  }
}
