import { z } from 'zod';
import { boolField, intField, textField } from './fields.ts';
import { defineRoute } from './route.ts';
import { MOVE_SPEED_MODES, QUALITIES, playerDto, playerInfoDto } from './player-dto.ts';

/** §7 Player: `init` marks the first fetch of a page load. */
export const playerInfoCurrentRoute = defineRoute({
  method: 'GET',
  path: '/api/player/info/current',
  auth: 'player',
  query: z.object({ frontVersion: intField.min(0).max(1_000_000).optional(), init: boolField.optional() }),
  response: playerInfoDto,
});

/**
 * Finds a player by the nickname the game shows (case-insensitive), for writing a letter or inviting
 * to a clan: players never see ids. PLAYER_NOT_FOUND when no one has it.
 */
export const playerFindRoute = defineRoute({
  method: 'GET',
  path: '/api/player/find',
  auth: 'player',
  query: z.object({ nickname: textField(100).min(1) }),
  response: z.object({ id: z.number().int(), nickname: z.string() }),
});

/**
 * Whether the request carries a live session: a page that holds no session of its own asks this
 * first, so a newcomer's first visit makes no call the server must refuse (401).
 */
export const sessionExistsRoute = defineRoute({
  method: 'GET',
  path: '/api/player/session/exists',
  auth: 'optional',
  response: z.object({ player: z.boolean() }),
});

/** Answers the bare player id. */
export const playerIdCurrentRoute = defineRoute({
  method: 'GET',
  path: '/api/player/id/current',
  auth: 'player',
  response: z.number().int(),
});

export const playerCurrentRoute = defineRoute({
  method: 'GET',
  path: '/api/player/current',
  auth: 'player',
  response: playerDto,
});

/** Creates the first squad of a player who has no character yet (character selection, §2). */
export const characterChooseRoute = defineRoute({
  method: 'POST',
  path: '/api/player/character/choose',
  auth: 'player',
  body: z.object({ characterAndCompanion: textField(100) }),
  response: playerDto,
});

/** Sets the mode when given, otherwise toggles between the two values. */
export const moveSpeedModeRoute = defineRoute({
  method: 'POST',
  path: '/api/player/updateMoveSpeedMode',
  auth: 'player',
  body: z.object({ moveSpeedMode: z.enum(MOVE_SPEED_MODES).optional() }).optional(),
  response: z.object({ moveSpeedMode: z.enum(MOVE_SPEED_MODES) }),
});

export const soundMuteRoute = defineRoute({
  method: 'POST',
  path: '/api/player/updateSoundMute',
  auth: 'player',
  body: z.object({ soundMute: boolField.optional() }).optional(),
  response: z.object({ soundMute: z.boolean() }),
});

/** Toggles the interface between ORIGINAL and MODERN. */
export const uiSwitchRoute = defineRoute({
  method: 'POST',
  path: '/api/player/ui/switch',
  auth: 'player',
  response: z.object({ interfaceMode: z.enum(['ORIGINAL', 'MODERN']) }),
});

export const pushSwitchRoute = defineRoute({
  method: 'POST',
  path: '/api/player/push/switch',
  auth: 'player',
  response: z.object({ pushEnabled: z.boolean() }),
});

export const qualitySetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/set/quality/:q',
  auth: 'player',
  params: z.object({ q: textField(20).transform((v) => v.toUpperCase()).pipe(z.enum(QUALITIES)) }),
  response: z.object({ quality: z.enum(QUALITIES) }),
});

/** Toggles RU and EN. */
export const langSwitchRoute = defineRoute({
  method: 'POST',
  path: '/api/player/lang/switch',
  auth: 'player',
  response: z.object({ lang: z.enum(['RU', 'EN']) }),
});

export const langSwitchToRoute = defineRoute({
  method: 'POST',
  path: '/api/player/lang/switch/:lang',
  auth: 'player',
  params: z.object({ lang: textField(8).transform((v) => v.toUpperCase()).pipe(z.enum(['RU', 'EN'])) }),
  response: z.object({ lang: z.enum(['RU', 'EN']) }),
});

export const versionUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/player/version/update',
  auth: 'player',
  body: z.object({ frontVersion: intField.min(0).max(1_000_000) }),
  response: z.object({ frontVersion: z.number().int(), outdated: z.boolean() }),
});

/** A client error report (§8: only the first 3 per page load are sent). */
export const logAddRoute = defineRoute({
  method: 'POST',
  path: '/api/log/add',
  auth: 'optional',
  body: z.object({
    message: textField(4000, { multiline: true }),
    domain: textField(200).optional(),
    /** The client's hardware session (the load logs' `h_session`): whom the per-client limit counts. */
    h_session: textField(100).optional(),
  }),
  response: z.object({ ok: z.literal(true) }),
});

export const connectionExistsRoute = defineRoute({
  method: 'GET',
  path: '/api/connection/isConnectionExists',
  auth: 'none',
  response: z.boolean(),
});

/** Settings: the player's gender. The first change is free (§9); each later one costs GENDER_CHANGE_PRICE_GEMS. */
export const genderSetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/gender/set',
  auth: 'player',
  body: z.object({ gender: z.enum(['male', 'female']) }),
  response: z.object({ gender: z.enum(['male', 'female']), mithril: z.number() }),
});

export const GENDER_CHANGE_PRICE_GEMS = 50;

/**
 * Player info (§3 Player info response) with artifactIdsToLoad: the artifacts lying on the road
 * between stairs artifactFrom and artifactTo (at most ARTIFACT_RANGE_MAX stairs; defaults: the
 * player's stair to 3 beyond battleStair, §9).
 */
export const ARTIFACT_RANGE_MAX = 50;
export const playerInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/player/info',
  auth: 'player',
  query: z
    .object({
      artifactFrom: intField.min(1).max(1_000_000).optional(),
      artifactTo: intField.min(1).max(1_000_000).optional(),
    })
    .refine(
      (q) => q.artifactFrom === undefined || q.artifactTo === undefined || q.artifactTo >= q.artifactFrom,
      {
        message: 'artifactTo must be ≥ artifactFrom',
        path: ['artifactTo'],
      },
    ),
  response: playerInfoDto,
});
