import type { RouteDefinition } from '../navigation/routes';

/** A lecture's QR code for the trainer (learning §2). */
export const routes = [
  { name: 'lecture-qr', pattern: '/trainer/qr/:lectureId', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    'lecture-qr': typeof routes;
  }
}
