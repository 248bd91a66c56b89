import type { users } from './schema';

// Shapes shared by every feature; each feature's own records are in its `types.ts`.

export type Lang = 'en' | 'ar';

/** An account row (`users` table). */
export type UserRecord = typeof users.$inferSelect;

export type ActivityType = 'updated' | 'created' | 'email' | 'login';
