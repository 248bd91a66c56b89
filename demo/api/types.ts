// Shapes of the persisted data file that every feature shares; features add their own collections by
// augmenting `DataCollections` in their `types.ts` (declaration merging), never by editing this file.

export type Lang = 'en' | 'ar';

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  name: string;
  arabic_name: string;
  nid: string | null;
  roles: string[];
  permissions: string[];
  password_hash: string;
  email_verified_at: string | null;
  created_at: string;
}

export interface AccessTokenRecord {
  token_hash: string;
  user_id: number;
  remember: boolean;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type ActivityType = 'updated' | 'created' | 'email' | 'login';

export interface ActivityRecord {
  id: number;
  user_id: number;
  type: ActivityType;
  icon: string;
  message: string;
  message_ar: string;
  created_at: string;
}

export interface MailRecord {
  to: string;
  /** What the mail is for, e.g. `reset` or `verify`; the feature that sends it names it. */
  kind: string;
  subject: string;
  link: string;
  created_at: string;
}

/** The collections of the data file: people, sessions, activity and mail here; each feature augments it. */
export interface DataCollections {
  users: UserRecord[];
  tokens: AccessTokenRecord[];
  activities: ActivityRecord[];
  outbox: MailRecord[];
}

export type CollectionName = keyof DataCollections;

/** The whole data file. */
export interface Data extends DataCollections {
  /** Derived from the registered features' names and versions; a file with another version is re-seeded. */
  version: string;
  /** HMAC secret for signed links. */
  secret: string;
  /** Next id per kind of record (`user`, `activity`, …); see `nextId`. */
  next_ids: Record<string, number>;
}

/** Collections every data file has, whatever features are registered. */
export const CORE_COLLECTIONS = ['users', 'tokens', 'activities', 'outbox'] as const satisfies readonly CollectionName[];

/** Hands out the next id of a kind of record, starting at 1. */
export function nextId(data: Data, kind: string): number {
  const id = data.next_ids[kind] ?? 1;
  data.next_ids[kind] = id + 1;
  return id;
}
