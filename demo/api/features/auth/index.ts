import { defineFeature } from '../../feature';
import { AUTH_MESSAGES } from './messages';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { seedAccounts } from './seed';
import { sessionRoutes } from './session-routes';
import { verifyRoutes } from './verify-routes';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/** Accounts: sign-in and sign-out, sign-up, password reset and email verification; seeds the demo accounts. */
export const auth = defineFeature({
  name: 'auth',
  version: 1,
  messages: AUTH_MESSAGES,
  collections: ['reset_tokens', 'verify_links'],
  seed: seedAccounts,
  routes(router, ctx) {
    sessionRoutes(router, ctx);
    registerRoutes(router, ctx);
    passwordRoutes(router, ctx);
    verifyRoutes(router, ctx);
  },
});
