import { timestamp } from 'drizzle-orm/pg-core';

/** An instant (timestamptz) read as a `Date`; answers serialise it as ISO 8601, as the spec's fields are. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
