import { z } from 'zod';
import { textField } from './fields.ts';
import { USER_SOURCES } from './player-dto.ts';
import { defineRoute } from './route.ts';

/** Host platforms' sign-in calls (docs/platforms.md): each proves the identity with the platform's signature or API. */

const langField = textField(8).optional();
/** A platform's signed text (initData, a signature, a token, launch parameters). */
const proofField = textField(8192).min(1);

/** The account sources that sign in from the page's launch parameters (docs/platforms.md). */
export const LAUNCH_SOURCES = ['vk', 'ok', 'mail', 'foto', 'exe', 'beeline', 'google'] as const;

export const platformSignInResult = z.object({
  playerId: z.number().int(),
  userSource: z.enum(USER_SOURCES),
  /** `existing`: the identity's player; `linked-guest`: this session's guest kept its progress; `created`: a new player. */
  how: z.enum(['existing', 'linked-guest', 'created']),
});

export const telegramAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/telegram/authenticate',
  auth: 'optional',
  /** `initData`: the Mini App's raw `Telegram.WebApp.initData`. */
  body: z.object({ lang: langField, initData: proofField }),
  response: platformSignInResult,
});

export const yandexAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/ya/authenticate',
  auth: 'optional',
  /** `signature`: `player.signature` of `getPlayer({ signed: true })`; `uniqueIds` is a hint only. */
  body: z.object({ lang: langField, uniqueIds: textField(2000).optional(), signature: proofField }),
  response: platformSignInResult,
});

export const crazyAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/crazy/authenticate',
  auth: 'optional',
  /** `token`: `CrazyGames.SDK.user.getUserToken()`. */
  body: z.object({ lang: langField, token: proofField }),
  response: platformSignInResult,
});

export const kongAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/kong/authenticate',
  auth: 'optional',
  /** Without `token` Kongregate cannot confirm the player: refused. */
  body: z.object({
    kongId: textField(64).min(1),
    username: textField(100),
    token: textField(256).optional(),
  }),
  response: platformSignInResult,
});

export const gamePushAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/gp/authenticate',
  auth: 'optional',
  /** `signature`: the player's signed data (`base64(JSON).signature`); `playerId` and `name` are hints. */
  body: z.object({
    lang: langField,
    playerId: textField(64).optional(),
    name: textField(100).optional(),
    platform: z.enum(['gp', 'gp_partner', 'gp_playdeck']).optional(),
    signature: proofField,
  }),
  response: platformSignInResult,
});

export const mystoreAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/mystore/client/authenticate',
  auth: 'optional',
  /** `params`: the signed query string the platform put on the game's address (`uid`, `appid`, `sign`, …). */
  body: z.object({
    uid: textField(64).min(1),
    lang: langField,
    currency: textField(8).optional(),
    params: proofField,
  }),
  response: platformSignInResult,
});

export const launchAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/launch/authenticate',
  auth: 'optional',
  /**
   * Platforms without a call of their own: the signed launch parameters of the page (`params`, its
   * query string; for `google` it carries `id_token`).
   */
  body: z.object({ source: z.enum(LAUNCH_SOURCES), lang: langField, params: proofField }),
  response: platformSignInResult,
});
