import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './db/columns';

// Tables every feature shares: people, sessions, activity, mail, throttles and server settings.
// Migrations in ./migrations are generated from this file (`npm run db:generate`), never written by hand.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    arabic_name: text('arabic_name').notNull().default(''),
    nid: text('nid'),
    roles: text('roles').array().notNull(),
    permissions: text('permissions').array().notNull(),
    password_hash: text('password_hash').notNull(),
    email_verified_at: instant('email_verified_at'),
    created_at: instant('created_at').notNull(),
    /** Set when sign-up asked for the trainer role: the account is a learner until a trainer approves it (#29). */
    trainer_requested_at: instant('trainer_requested_at'),
    trainer_approved_at: instant('trainer_approved_at'),
  },
  // Sign-in accepts the username or the email in any case: both are unique and looked up lower-cased.
  (table) => [
    uniqueIndex('users_username_lower').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
  ],
);

/** Bearer sessions: only the SHA-256 of a token is stored, so a leaked database leaks no live session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    revoked_at: instant('revoked_at'),
  },
  (table) => [index('access_tokens_user').on(table.user_id), index('access_tokens_expires').on(table.expires_at)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    icon: text('icon').notNull(),
    message: text('message').notNull(),
    message_ar: text('message_ar').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [index('activities_user_created').on(table.user_id, table.created_at)],
);

/** Mails the server "sent" (development mode lists them at `__dev/outbox`). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    link: text('link').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [index('outbox_to_lower').on(sql`lower(${table.to})`)],
);

/** One row per counted event of a throttle, so every process behind a load balancer counts the same attempts. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (table) => [index('throttle_hits_lookup').on(table.bucket, table.key, table.at)],
);

/** Server-wide values kept with the data, such as the secret that signs verification links. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
