import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../../schema';
import { instant } from '../../db/columns';

// Password reset links and email verification links (auth owns them; migrations in ./migrations).

/** Single-use reset links: only the SHA-256 of the token is stored. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (table) => [index('reset_tokens_user').on(table.user_id), index('reset_tokens_created').on(table.created_at)],
);

/** Verification links sent, so a forced expiry is remembered (the link itself is signed, not stored). */
export const verifyLinks = pgTable(
  'verify_links',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    /** Unix seconds, as in the link. */
    expires: bigint('expires', { mode: 'number' }).notNull(),
    force_expired: boolean('force_expired').notNull().default(false),
    created_at: instant('created_at').notNull(),
  },
  (table) => [index('verify_links_signature').on(table.signature), index('verify_links_user').on(table.user_id)],
);

/**
 * The devices (browser and system, versions left out) each user has signed in from: a sign-in from one not listed
 * mails the owner (#32). Only the kind of device is kept, never the full User-Agent or an address.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    first_seen: instant('first_seen').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.device] })],
);
