import { fetchButtonContent, type ButtonContent } from '../api/content';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';
import type { QueryStore } from '../query/query-store';

/**
 * GET base/dynamic/button/{id}/content, one cached query per button id; per user, so sign-in, sign-out and a 401
 * forget every button. The server decides who may see a button (instructor counts as trainer there).
 */
export const buttonContentQuery = createQueryFamily((id: string) => fetchButtonContent(id));

/** The content of one button as a store: loads when first watched; `load({ force: true })` retries. */
export const buttonContentStore: (id: string) => QueryStore<ButtonContent> = keyedStores(buttonContentQuery);
