import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AccessLevel } from '@rol/rules/access-levels';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';

export interface Chatter {
  token: string;
  playerId: number;
  name: string;
}

let counter = 0;

/** A registered player at chat level (10) unless told otherwise. */
export async function chatter(
  t: TestApp,
  options: { level?: number; accessLevel?: AccessLevel; chatBanUntil?: Date | null } = {},
): Promise<Chatter> {
  counter += 1;
  const name = `chatter_${process.pid % 1000}_${counter}`;
  const { token, playerId } = await t.player(name);
  await t.db
    .update(players)
    .set({
      level: options.level ?? 10,
      ...(options.accessLevel ? { accessLevel: options.accessLevel } : {}),
      ...(options.chatBanUntil !== undefined ? { chatBanUntil: options.chatBanUntil } : {}),
    })
    .where(eq(players.id, playerId));
  return { token, playerId, name };
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
