import { defineFeature } from '../../feature';
import { USER_LIMITS } from './limits';
import { USER_MESSAGES } from './messages';
import { mailRoutes } from './mail-routes';
import { notificationRoutes } from './notification-routes';
import { pruneNotifications } from '../../notifications';
import { userRoutes } from './routes';

/** The signed-in user's profile, password, roles, permissions and activity (data lives in the core collections). */
export const user = defineFeature({
  name: 'user',
  elements: ['login', 'shell', 'profile'],
  messages: USER_MESSAGES,
  limits: USER_LIMITS,
  routes(router, ctx) {
    userRoutes(router, ctx);
    mailRoutes(router, ctx);
    notificationRoutes(router, ctx);
  },
  jobs: [(ctx) => pruneNotifications(ctx.db, ctx.now())],
});
