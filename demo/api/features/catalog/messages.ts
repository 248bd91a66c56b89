import type { MessageTable } from '../../messages';

// The catalog has no routes yet, so no texts; features that add its routes add their messages here.
export const CATALOG_MESSAGES = {} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    catalog: typeof CATALOG_MESSAGES;
  }
}
