import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { CONTENT_MESSAGES } from './messages';
import { contentRoutes } from './routes';
import { seedContent } from './seed';

/** Dynamic buttons, their content and files, and company branding (logos). */
export const content = defineFeature({
  name: 'content',
  // 2: companies and buttons left the data file for tables; an older file is refused (`npm run api:reset` re-seeds both).
  version: 2,
  messages: CONTENT_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seedTables: seedContent,
  routes: contentRoutes,
});
