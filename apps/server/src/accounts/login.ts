import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { assertNotBanned } from '../http/ban.ts';
import { findPlayerByNickname, updatePlayer } from '../players/player-queries.ts';
import { spendPasswordCheckTime, verifyPassword } from './password-hash.ts';
import { playerLangOf } from './player-lang.ts';
import { claimAttempt, clearFailedAttempts, loginSubject } from './rate-limit.ts';

export interface LoginInput {
  name: string;
  password: string;
  lang?: string | undefined;
}

export type LoginOutcome =
  | { status: 'OK'; player: PlayerRow; sameSession: boolean }
  /** The session already holds another registered player: the client logs out and retries (§7). */
  | { status: 'PLAYER_EXISTS' };

/**
 * Checks the name (any case) and password, rate-limited per name and per IP: the attempt is counted
 * before the check runs; a banned player is refused.
 */
async function checkCredentials(ctx: AppContext, input: LoginInput, ip: string): Promise<PlayerRow> {
  if (input.name.trim() === '') throw new ApiError('NICKNAME_EMPTY', { field: 'name' });
  if (input.password === '') throw new ApiError('PASSWORD_BLANK', { field: 'password' });
  const key = { subject: loginSubject(input.name), ip };
  const { rateLimit, passwordCost } = ctx.config;
  await claimAttempt(ctx.db, key, rateLimit, ctx.clock());
  const player = await findPlayerByNickname(ctx.db, input.name);
  const stored =
    player?.passwordHash && player.passwordSalt
      ? { hash: player.passwordHash, salt: player.passwordSalt }
      : null;
  const valid = stored
    ? await verifyPassword(input.password, stored)
    : (await spendPasswordCheckTime(input.password, passwordCost), false);
  if (!player || !valid) throw new ApiError('LOGIN_FAILED');
  await clearFailedAttempts(ctx.db, key.subject);
  return player;
}

/** §7 login. Wrong name and wrong password answer alike (LOGIN_FAILED). */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
  current: PlayerRow | null,
): Promise<LoginOutcome> {
  const player = await checkCredentials(ctx, input, ip);
  assertNotBanned(player, ctx.clock());
  const sameSession = current?.id === player.id;
  if (current && !sameSession && current.accessLevel !== 'TRIAL') return { status: 'PLAYER_EXISTS' };
  const lang = playerLangOf(input.lang);
  const updated = lang && lang !== player.lang ? await updatePlayer(ctx.db, player.id, { lang }) : player;
  return { status: 'OK', player: updated, sameSession };
}
