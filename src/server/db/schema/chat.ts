import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Citation } from '../../../contract/chat';
import { customers } from './identity';

// Issue 16: Ask Terra, the chat assistant (spec 000 §3 Chat, §7.9). Decisions in docs/decisions/chat.md.

/** The chat agreement, given once per customer (a row means given). */
export const chatProfiles = pgTable('chat_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
});

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null until the first question titles it. */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The newest message's time (the creation time while empty). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_sessions_customer_idx').on(t.customerId, t.updatedAt)],
);

export type ChatRole = 'user' | 'assistant';
export type ChatMessageStatus = 'complete' | 'streaming' | 'interrupted' | 'failed';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<ChatRole>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<ChatMessageStatus>().notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.id)],
);
