import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@rol/protocol/error-texts';
import type { NewsDto } from '@rol/protocol/news-routes';
import { hasAdminAccess } from '@rol/rules/access-levels';
import { news, type NewsKind, type NewsRow } from '../db/schema/news.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';

function newsDtoOf(row: NewsRow, lang: Lang): NewsDto {
  return {
    id: row.id,
    kind: row.kind,
    title: lang === 'en' ? row.titleEn : row.titleRu,
    text: lang === 'en' ? row.textEn : row.textRu,
    createdAt: row.createdAt.getTime(),
  };
}

/** The newest news (of `kind`, when given) in `lang`, or null. */
export async function lastNews(app: FastifyInstance, lang: Lang, kind?: NewsKind): Promise<NewsDto | null> {
  const [row] = await app.db
    .select()
    .from(news)
    .where(kind === undefined ? undefined : eq(news.kind, kind))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(1);
  return row ? newsDtoOf(row, lang) : null;
}

export interface NewsInput {
  kind: NewsKind;
  titleRu: string;
  titleEn: string;
  textRu: string;
  textEn: string;
}

/**
 * An admin (ADMIN, GOD) writes news in both languages. Road news light every player's `roadNews`
 * mark, creature news their `creatureNews` (cleared by `player/news/road|creature/reset`).
 */
export async function addNews(app: FastifyInstance, admin: PlayerRow, input: NewsInput): Promise<NewsDto> {
  if (!hasAdminAccess(admin.accessLevel)) throw new ApiError('FORBIDDEN');
  const now = new Date(app.clock());
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...input, authorId: admin.id, createdAt: now })
      .returning();
    if (!row) throw new Error('news not written');
    if (input.kind === 'road') await tx.update(players).set({ roadNews: true }).where(sql`not ${players.roadNews}`);
    if (input.kind === 'creature')
      await tx.update(players).set({ creatureNews: true }).where(sql`not ${players.creatureNews}`);
    return newsDtoOf(row, admin.lang === 'EN' ? 'en' : 'ru');
  });
}

/** §7 `player/set/rated`: metaData.rated, so the rate prompt is not shown again. */
export async function setRated(app: FastifyInstance, playerId: number) {
  await app.db
    .update(players)
    .set({ metaData: sql`${players.metaData} || '{"rated": true}'::jsonb` })
    .where(sql`${players.id} = ${playerId}`);
  return { rated: true as const };
}
