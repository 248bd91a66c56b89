import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './db/columns';
import { DEFAULT_CALENDAR, type CalendarPreference } from '../../src/core/locale/calendar';

// Tables every feature shares: people, sessions, activity, mail, throttles and server settings.
// Migrations in ./migrations are generated from this file (`npm run db:generate`), never written by hand.

/** A language as stored (types.ts's `Lang`, which reads this file: named here to keep the two apart). */
type StoredLang = 'en' | 'ar';

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
    /** The language of the user's last signed-in request: mails no screen caused (a ticket answered) use it. */
    locale: text('locale').$type<StoredLang>().notNull().default('en'),
    /** How the user's dates are shown, on screens and in their mails and PDFs (#34). */
    calendar: text('calendar').$type<CalendarPreference>().notNull().default(DEFAULT_CALENDAR),
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

/**
 * Every mail, written with the change that causes it and sent by the mail worker (demo/api/mail): pending until an
 * SMTP server takes it, retried with backoff, failed after a day or a permanent refusal. Without SMTP, development
 * keeps them here (`kept`, listed at `__dev/outbox`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    link: text('link').notNull(),
    created_at: instant('created_at').notNull(),
    /** The recipient's language: the screen's that caused the mail, else their last-used one. */
    locale: text('locale').$type<StoredLang>().notNull().default('en'),
    /** Stable across retries, so a receiver can tell a repeat after a crash from a new mail. */
    message_id: text('message_id').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    state: text('state').$type<MailState>().notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: instant('next_attempt_at'),
    /** A worker holds a claimed mail until then; past it another worker may take it (its holder died). */
    lease_until: instant('lease_until'),
    /** The SMTP server's last answer (or the connection error) when a try failed. */
    last_error: text('last_error'),
    sent_at: instant('sent_at'),
    /** A notice's one-click unsubscribe address (RFC 8058 headers); null on security mails, which cannot be turned off. */
    unsubscribe_url: text('unsubscribe_url'),
  },
  (table) => [
    index('outbox_to_lower').on(sql`lower(${table.to})`),
    // The worker's claim: due pending mails and expired leases, oldest first.
    index('outbox_due').on(table.state, table.next_attempt_at),
  ],
);

/** Mail kinds a user turned off by email (a row per kind turned off; none: every kind on). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.kind] })],
);

/**
 * In-app notifications (#32): what a user should know, shown in the shell's header. The words are the client's
 * (kind + params, so a switch of language re-words them); kept 90 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The app path the notification opens. */
    path: text('path').notNull(),
    created_at: instant('created_at').notNull(),
    read_at: instant('read_at'),
  },
  (table) => [
    index('notifications_user').on(table.user_id, table.id),
    index('notifications_created').on(table.created_at),
  ],
);

/** Mail kinds a user turned on that are off until asked for (a trainer's daily digest); none: all such kinds off. */
export const mailOptIns = pgTable(
  'mail_opt_ins',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.kind] }), index('mail_opt_ins_kind').on(table.kind)],
);

/** kept: development without SMTP; pending: to send; sending: claimed; sent; failed: refused or given up. */
export type MailState = 'kept' | 'pending' | 'sending' | 'sent' | 'failed';

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
