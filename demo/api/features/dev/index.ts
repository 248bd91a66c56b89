import { defineFeature } from '../../feature';
import { DEV_MESSAGES } from './messages';
import { devRoutes } from './routes';

/** `__dev/*` helpers for tests and demos (outbox, reset, link expiry); routes exist only with `devEndpoints`. */
export const dev = defineFeature({ name: 'dev', elements: [], messages: DEV_MESSAGES, routes: devRoutes });
