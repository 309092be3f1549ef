import { checkMailOrPhone, checkNickname, checkPasswordChange } from '@rol/rules/account-validation';
import type { PlayerRow } from '../db/schema/players.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { claimName } from '../players/name-claim.ts';
import { updatePlayer } from '../players/player-queries.ts';
import { deleteSessionsOf } from '../sessions/session-queries.ts';
import { assertNoProblem } from './account-problem.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { claimAttempt, clearFailedAttempts, playerSubject } from './rate-limit.ts';

/**
 * §7 name/set: §5 nickname rules, different from the current one, unique in any case, no reserved
 * staff word and no look-alike of another player's name (`claimName`).
 */
export async function setNickname(ctx: AppContext, player: PlayerRow, name: string): Promise<PlayerRow> {
  assertNoProblem([[checkNickname(name, player.nickname), 'name']]);
  try {
    return await ctx.db.transaction(async (tx) =>
      updatePlayer(tx, player.id, { nickname: name.trim(), nameSkeleton: await claimName(tx, name, player.id) }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('NICKNAME_TAKEN', { field: 'name' });
    throw error;
  }
}

/** §7 mailOrPhone/set: one must be entered, a phone with + and codes or a mail with @ (§5). */
export async function setMailOrPhone(
  ctx: AppContext,
  player: PlayerRow,
  mailOrPhone: string,
): Promise<PlayerRow> {
  assertNoProblem([[checkMailOrPhone(mailOrPhone), 'mailOrPhone']]);
  return updatePlayer(ctx.db, player.id, { mailOrPhone: mailOrPhone.trim() });
}

export interface PasswordChange {
  passwordCurrent: string;
  passwordNew: string;
  ip: string;
}

/**
 * §7 password/set: needs all fields and the right current password; rate-limited like login. Every
 * session of the player ends (the route gives this browser a new one).
 */
export async function setPassword(ctx: AppContext, player: PlayerRow, change: PasswordChange): Promise<void> {
  if (player.passwordHash === null || player.passwordSalt === null) throw new ApiError('FORBIDDEN');
  assertNoProblem([
    [
      checkPasswordChange(change.passwordCurrent, change.passwordNew),
      change.passwordCurrent === '' ? 'passwordCurrent' : 'passwordNew',
    ],
  ]);
  const key = { subject: playerSubject(player.id), ip: change.ip };
  await claimAttempt(ctx.db, key, ctx.config.rateLimit, ctx.clock());
  const valid = await verifyPassword(change.passwordCurrent, {
    hash: player.passwordHash,
    salt: player.passwordSalt,
  });
  if (!valid) throw new ApiError('PASSWORD_WRONG', { field: 'passwordCurrent' });
  await clearFailedAttempts(ctx.db, key.subject);
  const { hash, salt } = await hashPassword(change.passwordNew, ctx.config.passwordCost);
  await updatePlayer(ctx.db, player.id, { passwordHash: hash, passwordSalt: salt });
  await deleteSessionsOf(ctx.db, player.id);
}
