import type { AccessLevel } from './access-levels.ts';

/**
 * Where a player's account stands (docs/accounts.md): a `guest` may register; a player who came
 * from a host platform and has no password yet (`platform-without-password`) may add a nickname and
 * a password to itself through the same registration; anyone else is `registered`.
 */
export type AccountKind = 'guest' | 'platform-without-password' | 'registered';

export interface AccountFacts {
  accessLevel: AccessLevel;
  /** `own` for our own site, else the host platform's source. */
  userSource: string;
  hasPassword: boolean;
}

export function accountKindOf(player: AccountFacts): AccountKind {
  if (player.accessLevel === 'TRIAL') return 'guest';
  return player.userSource !== 'own' && !player.hasPassword ? 'platform-without-password' : 'registered';
}
