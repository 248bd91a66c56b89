import { defineFeature } from '../../feature';
import { CONTENT_MESSAGES } from './messages';
import { contentRoutes } from './routes';
import { seedContent } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/** Dynamic buttons, their content and files, and company branding (logos). */
export const content = defineFeature({
  name: 'content',
  version: 1,
  messages: CONTENT_MESSAGES,
  collections: ['companies', 'buttons'],
  seed: seedContent,
  routes: contentRoutes,
});
