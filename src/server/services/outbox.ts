import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { outbox } from '../db/schema/identity';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * Where e-mail and SMS go. No gateway is reachable from here, so the default keeps every message in
 * the database to be read (dev page, CLI, tests); a real provider implements the same interface.
 */
export interface Outbox {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

export const databaseOutbox = (db: Db): Outbox => ({
  async send(message, now) {
    await db.insert(outbox).values({ ...message, subject: message.subject ?? '', createdAt: now });
  },
});

export async function readOutbox(
  db: Db,
  filter: { recipient?: string; channel?: 'email' | 'sms'; limit?: number } = {},
) {
  const where = [
    filter.recipient ? eq(outbox.recipient, filter.recipient.toLowerCase()) : undefined,
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
  ].filter((w) => w !== undefined);
  return db
    .select()
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit ?? 50);
}
