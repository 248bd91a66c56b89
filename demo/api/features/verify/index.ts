import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { VERIFY_LIMITS } from './limits';
import { VERIFY_MESSAGES } from './messages';
import { verifyRoutes } from './routes';
import { seedVerify } from './seed';

/** Verifiable certificates (issue #34): the public check by code, and a trainer's revocation. */
export const verify = defineFeature({
  name: 'verify',
  elements: ['verify', 'batch'],
  limits: VERIFY_LIMITS,
  messages: VERIFY_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedVerify,
  routes: verifyRoutes,
});
