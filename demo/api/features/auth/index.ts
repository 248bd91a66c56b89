import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { AUTH_LIMITS } from './limits';
import { AUTH_MESSAGES } from './messages';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { seedAccounts } from './seed';
import { sessionRoutes } from './session-routes';
import { trainerApprovalRoutes } from './trainer-approval-routes';
import { verifyRoutes } from './verify-routes';

/** Accounts: sign-in and sign-out, sign-up, trainer approval, password reset and email verification; seeds the demo accounts. */
export const auth = defineFeature({
  name: 'auth',
  elements: ['login', 'shell'],
  messages: AUTH_MESSAGES,
  limits: AUTH_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedAccounts,
  routes(router, ctx) {
    sessionRoutes(router, ctx);
    registerRoutes(router, ctx);
    passwordRoutes(router, ctx);
    verifyRoutes(router, ctx);
    trainerApprovalRoutes(router, ctx);
  },
});
