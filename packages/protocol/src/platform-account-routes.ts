import { z } from 'zod';
import { idField, textField } from './fields.ts';
import { platformSignInResult } from './platform-routes.ts';
import { defineRoute } from './route.ts';

/**
 * Host platforms' account calls besides the first sign-in (docs/platforms.md): GamePush moving an
 * account to a new player id, Yandex choosing which existing account an identity uses, RuStore.
 */

const langField = textField(8).optional();
const proofField = textField(8192).min(1);
const playerIdField = idField;

export const gamePushLoginRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/gp/login',
  auth: 'player',
  /**
   * The GamePush player id changed (the player logged into GamePush): `oldPlayerId` is the id this
   * session's player holds, `signature` the signed data of the player with `newPlayerId`.
   */
  body: z.object({
    oldPlayerId: textField(64).min(1),
    newPlayerId: textField(64).min(1),
    platform: z.enum(['gp', 'gp_partner', 'gp_playdeck']).optional(),
    signature: proofField,
  }),
  response: platformSignInResult.extend({ moved: z.boolean() }),
});

export const yandexAccountDto = z.object({
  playerId: z.number().int(),
  nickname: z.string(),
  level: z.number().int(),
  /** Which of the sent `previous` signatures proves this account (for remap's `proof`). */
  proofIndex: z.number().int(),
});
export type YandexAccountDto = z.infer<typeof yandexAccountDto>;

export const yandexSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/ya/v2/search',
  auth: 'player',
  /**
   * `previous`: Yandex signatures this device signed in with before (kept by the client); each one
   * that signed in another player names an account the current Yandex identity may use.
   */
  body: z.object({ previous: z.array(proofField).max(5) }),
  response: z.object({ accounts: z.array(yandexAccountDto) }),
});

export const yandexRemapRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/ya/v2/remap',
  auth: 'player',
  /** `currId`: this session's player; `chosenId`: the account to use from now on, proved by `proof` (a previous signature). */
  body: z.object({ currId: playerIdField, chosenId: playerIdField, proof: proofField }),
  response: platformSignInResult,
});

export const rustoreAuthenticateRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/rustore/authenticate',
  auth: 'optional',
  /** `purchaseId`: one of the player's RuStore purchases; RuStore's API names its owner. */
  body: z.object({ lang: langField, purchaseId: textField(128).min(1) }),
  response: platformSignInResult,
});
