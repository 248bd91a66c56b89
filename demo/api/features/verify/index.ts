import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { VERIFY_MESSAGES } from './messages';
import { verifyRoutes } from './routes';
import { seedVerify } from './seed';

/** The signed-in user's verify items. */
export const verify = defineFeature({
  name: 'verify',
  elements: ['verify'],
  messages: VERIFY_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedVerify,
  routes: verifyRoutes,
});
