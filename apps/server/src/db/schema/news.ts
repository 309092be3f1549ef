import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

export type NewsKind = 'general' | 'road' | 'creature';

/** News written by an admin in Russian and English; road and creature news light the players' marks. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<NewsKind>().notNull(),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    textRu: text('text_ru').notNull(),
    textEn: text('text_en').notNull(),
    authorId: integer('author_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);

export type NewsRow = typeof news.$inferSelect;
