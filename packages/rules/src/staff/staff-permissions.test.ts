import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, hasAdminAccess, hasModeratorAccess, type AccessLevel } from '../access-levels.ts';
import {
  loginAsLevel,
  mayActOn,
  mayChangeRole,
  mayDo,
  rankOf,
  STAFF_ACTIONS,
  STAFF_PERMISSIONS,
  type StaffAction,
} from './staff-permissions.ts';
import { BAN_DURATIONS, BAN_DURATIONS_MS, banEndsAt, isBanReason } from './ban-terms.ts';

/** §6 lists promoting and demoting among every moderator's powers; only the audit trail is the admins'. */
const ADMIN_ONLY: readonly StaffAction[] = ['audit.read'];

describe('the staff permission table, every level × every action', () => {
  const cells = ACCESS_LEVELS.flatMap((level) => STAFF_ACTIONS.map((action) => [level, action] as const));
  it.each(cells)('%s may %s exactly as §6 says', (level, action) => {
    const expected = ADMIN_ONLY.includes(action) ? hasAdminAccess(level) : hasModeratorAccess(level);
    expect(mayDo(level, action)).toBe(expected);
  });

  it('lists only known actions, once each', () => {
    for (const level of ACCESS_LEVELS) {
      const actions = STAFF_PERMISSIONS[level];
      expect(new Set(actions).size).toBe(actions.length);
      for (const action of actions) expect(STAFF_ACTIONS).toContain(action);
    }
  });
});

describe('acting on another player', () => {
  const pairs = ACCESS_LEVELS.flatMap((actor) => ACCESS_LEVELS.map((target) => [actor, target] as const));
  it.each(pairs)('%s on %s: only strictly below', (actor, target) => {
    expect(mayActOn(actor, target)).toBe(rankOf(target) < rankOf(actor));
  });
});

describe('role changes, every actor × from × to', () => {
  const triples = ACCESS_LEVELS.flatMap((actor) =>
    ACCESS_LEVELS.flatMap((from) => ACCESS_LEVELS.map((to) => [actor, from, to] as const)),
  );
  const expected = (actor: AccessLevel, from: AccessLevel, to: AccessLevel) =>
    hasModeratorAccess(actor) &&
    (from === 'PLAYER' || from === 'MODERATOR') &&
    (to === 'PLAYER' || to === 'MODERATOR') &&
    rankOf(from) < rankOf(actor) &&
    rankOf(to) < rankOf(actor);
  it.each(triples)('%s moving %s to %s', (actor, from, to) => {
    expect(mayChangeRole(actor, from, to)).toBe(expected(actor, from, to));
  });

  it('lets staff promote and demote below their own rank only, never touch an equal or a better', () => {
    expect(mayDo('MODERATOR', 'role.set')).toBe(true);
    expect(mayChangeRole('ADMIN', 'PLAYER', 'MODERATOR')).toBe(true);
    expect(mayChangeRole('ADMIN', 'MODERATOR', 'PLAYER')).toBe(true);
    expect(mayChangeRole('GOD', 'MODERATOR', 'PLAYER')).toBe(true);
    // A moderator never promotes to their own rank nor demotes another moderator.
    expect(mayChangeRole('MODERATOR', 'PLAYER', 'MODERATOR')).toBe(false);
    expect(mayChangeRole('MODERATOR', 'MODERATOR', 'PLAYER')).toBe(false);
    expect(mayChangeRole('ADMIN', 'ADMIN', 'PLAYER')).toBe(false);
    expect(mayChangeRole('ADMIN', 'PLAYER', 'ADMIN')).toBe(false);
    expect(mayChangeRole('GOD', 'ADMIN', 'PLAYER')).toBe(false);
    expect(mayChangeRole('GOD', 'TRIAL', 'MODERATOR')).toBe(false);
    expect(mayChangeRole('PLAYER', 'TRIAL', 'PLAYER')).toBe(false);
  });
});

describe('ban terms', () => {
  it('has the eight durations of §6, from an hour to two weeks', () => {
    expect(BAN_DURATIONS).toEqual(['1h', '3h', '6h', '12h', '1d', '3d', '1w', '2w']);
    expect(BAN_DURATIONS_MS['2w']).toBe(14 * 24 * 3_600_000);
    expect(banEndsAt(1000, '1h')).toBe(3_601_000);
  });

  it('knows its reasons', () => {
    expect(isBanReason('FLOOD')).toBe(true);
    expect(isBanReason('flood')).toBe(false);
  });
});

describe('a login-as session', () => {
  it.each(ACCESS_LEVELS)('as a %s acts with player powers at most', (level) => {
    const acting = loginAsLevel(level);
    expect(hasModeratorAccess(acting)).toBe(false);
    expect(acting).toBe(level === 'TRIAL' ? 'TRIAL' : 'PLAYER');
  });
});
