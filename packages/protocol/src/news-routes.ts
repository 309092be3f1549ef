import { z } from 'zod';
import { textField } from './fields.ts';
import { defineRoute } from './route.ts';

/** The player's news flags (red dots): road, creatures, notifications. */
export const newsFlagsDto = z.object({
  roadNews: z.boolean(),
  creatureNews: z.boolean(),
  haveNewNotification: z.boolean(),
});

export const newsRoadResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/news/road/reset',
  auth: 'player',
  response: newsFlagsDto,
});

export const newsCreatureResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/news/creature/reset',
  auth: 'player',
  response: newsFlagsDto,
});

export const NEWS_KINDS = ['general', 'road', 'creature'] as const;

/** A news item in the reader's language. */
export const newsDto = z.object({
  id: z.number().int(),
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
});
export type NewsDto = z.infer<typeof newsDto>;

/**
 * §7: the newest news (null when none was written), in the player's language (else `lang`); with
 * `kind`, the newest of that kind (the heroes window shows the creature news its mark points at).
 */
export const newsLastRoute = defineRoute({
  method: 'GET',
  path: '/api/news/get/last',
  auth: 'optional',
  query: z.object({ lang: z.enum(['ru', 'en', 'RU', 'EN']).optional(), kind: z.enum(NEWS_KINDS).optional() }),
  response: newsDto.nullable(),
});

/** An admin writes news in both languages; road and creature news light every player's mark. */
export const newsAddRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/news/add',
  auth: 'player',
  body: z.object({
    kind: z.enum(NEWS_KINDS),
    titleRu: textField(200).pipe(z.string().trim().min(1)),
    titleEn: textField(200).pipe(z.string().trim().min(1)),
    textRu: textField(5_000, { multiline: true }).pipe(z.string().trim().min(1)),
    textEn: textField(5_000, { multiline: true }).pipe(z.string().trim().min(1)),
  }),
  response: newsDto,
});

/** §7: the player has rated the game; the rate prompt is not shown again (metaData.rated). */
export const setRatedRoute = defineRoute({
  method: 'GET',
  path: '/api/player/set/rated',
  changesState: true,
  auth: 'player',
  response: z.object({ rated: z.literal(true) }),
});
