import type { MessageTable } from '../../messages';

// The dashboards answer with the core texts ('ok', 'forbidden', 'unauthenticated'); none of their own yet.
export const DASHBOARD_MESSAGES = {} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    dashboard: typeof DASHBOARD_MESSAGES;
  }
}
