import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Demo seeders that already ran: each runs once per database, so later issues add personas by adding seeders. */
export const seedLog = pgTable('seed_log', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
