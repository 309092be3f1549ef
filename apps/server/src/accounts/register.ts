import { and, eq } from 'drizzle-orm';
import {
  checkMailOrPhone,
  checkNickname,
  checkPassword,
  checkPasswordRepeat,
  optionalMailOrPhone,
} from '@rol/rules/account-validation';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { claimName } from '../players/name-claim.ts';
import { createPlayer } from '../players/new-player.ts';
import { assertNoProblem } from './account-problem.ts';
import { countSignup } from './guest-limit.ts';
import { hashPassword } from './password-hash.ts';
import { addPassword, mayAddPassword } from './platform-password.ts';
import { acceptedRef, recordReferral } from '../referral/referral.ts';

export interface RegisterInput {
  name: string;
  password: string;
  passwordRepeat?: string | undefined;
  optionalMailOrPhone?: string | undefined;
  ref?: string | undefined;
  agreement: boolean;
  cookies: boolean;
}

/** §5 registration checks in form order: nickname, password, its repeat, mail-or-phone, consents. */
function checkRegistration(input: RegisterInput): string | null {
  const mailOrPhone = optionalMailOrPhone(input.optionalMailOrPhone);
  assertNoProblem([
    [checkNickname(input.name), 'name'],
    [checkPassword(input.password), 'password'],
    [
      input.passwordRepeat === undefined ? null : checkPasswordRepeat(input.password, input.passwordRepeat),
      'passwordRepeat',
    ],
    [mailOrPhone === null ? null : checkMailOrPhone(mailOrPhone), 'optionalMailOrPhone'],
  ]);
  if (!input.agreement || !input.cookies)
    throw new ApiError('AGREEMENT_REQUIRED', { field: input.agreement ? 'cookies' : 'agreement' });
  return mailOrPhone;
}

/**
 * §7 register: turns the session's TRIAL guest into a PLAYER keeping its progress, adds a nickname
 * and password to the session's platform player that has none (`mayAddPassword`), or creates a new
 * PLAYER when there is no session. Any other registered player is ALREADY_REGISTERED.
 * A new account counts against the per-IP account limit (429 GUEST_LIMIT) before its password is
 * hashed, so a burst neither creates accounts nor costs hashes past the limit.
 */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  current: PlayerRow | null,
  lang: 'RU' | 'EN',
  ip: string,
): Promise<{ player: PlayerRow; created: boolean }> {
  const mailOrPhone = checkRegistration(input);
  if (current && current.accessLevel !== 'TRIAL' && !mayAddPassword(current))
    throw new ApiError('ALREADY_REGISTERED');
  if (!current)
    await ctx.db.transaction((tx) => countSignup(tx, 'account', ip, ctx.clock(), ctx.config.accountSignups));
  const nickname = input.name.trim();
  const { hash, salt } = await hashPassword(input.password, ctx.config.passwordCost);
  const now = new Date(ctx.clock());
  const account = {
    nickname,
    passwordHash: hash,
    passwordSalt: salt,
    accessLevel: 'PLAYER' as const,
    mailOrPhone,
    registeredAt: now,
  };
  try {
    if (current && current.accessLevel !== 'TRIAL') {
      const credentials = { nickname, passwordHash: hash, passwordSalt: salt, mailOrPhone };
      const added = await ctx.db.transaction((tx) => addPassword(tx, current, credentials));
      if (!added) throw new ApiError('ALREADY_REGISTERED');
      return { player: added, created: false };
    }
    if (current) {
      const upgraded = await ctx.db.transaction(async (tx) => {
        const nameSkeleton = await claimName(tx, nickname, current.id);
        const [row] = await tx
          .update(players)
          .set({ ...account, nameSkeleton, ref: current.ref ?? acceptedRef(current.userSource, input.ref) })
          .where(and(eq(players.id, current.id), eq(players.accessLevel, 'TRIAL')))
          .returning();
        if (row) await recordReferral(tx, row, input.ref, now);
        return row;
      });
      if (!upgraded) throw new ApiError('ALREADY_REGISTERED');
      return { player: upgraded, created: false };
    }
    const created = await ctx.db.transaction(async (tx) => {
      const row = await createPlayer(
        tx,
        { ...account, lang, ref: acceptedRef('own', input.ref) },
        { now, startingResources: ctx.config.startingResources, tutorial: ctx.config.tutorial },
      );
      if (row) await recordReferral(tx, row, input.ref, now);
      return row;
    });
    if (!created) throw new ApiError('NICKNAME_TAKEN', { field: 'name' });
    return { player: created, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('NICKNAME_TAKEN', { field: 'name' });
    throw error;
  }
}
