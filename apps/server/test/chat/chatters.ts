import type { LightMyRequestResponse } from 'fastify';
import type { AccessLevel } from '@rol/rules/access-levels';
import { raisedPlayer, type RaisedPlayer } from '../raised-player.ts';
import type { TestApp } from '../test-app.ts';

export type Chatter = RaisedPlayer;

/** A registered player at chat level (10) unless told otherwise. */
export function chatter(
  t: TestApp,
  options: { level?: number; accessLevel?: AccessLevel; chatBanUntil?: Date | null } = {},
): Promise<Chatter> {
  return raisedPlayer(t, 'chatter', {
    level: options.level ?? 10,
    ...(options.accessLevel ? { accessLevel: options.accessLevel } : {}),
    ...(options.chatBanUntil !== undefined ? { chatBanUntil: options.chatBanUntil } : {}),
  });
}

/** POST with a raw text/plain body. */
export function postText(
  t: TestApp,
  path: string,
  text: string,
  token: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: token, 'content-type': 'text/plain; charset=utf-8' },
    payload: text,
  });
}
