import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { CONTENT_MESSAGES } from './messages';
import { contentRoutes } from './routes';
import { seedContent } from './seed';

/** Dynamic buttons, their content and files, and company branding (logos). */
export const content = defineFeature({
  name: 'content',
  elements: ['shell', 'content'],
  messages: CONTENT_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedContent,
  routes: contentRoutes,
});
