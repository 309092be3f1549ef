import { describe, expect, it } from 'vitest';
import { accountKindOf } from './account-kind.ts';

describe('accountKindOf', () => {
  it('calls every TRIAL player a guest, whatever its source', () => {
    expect(accountKindOf({ accessLevel: 'TRIAL', userSource: 'own', hasPassword: false })).toBe('guest');
    expect(accountKindOf({ accessLevel: 'TRIAL', userSource: 'ya', hasPassword: false })).toBe('guest');
  });

  it('lets a platform player without a password add one, at any access level', () => {
    for (const userSource of ['ya', 'ok', 'tg', 'gp_playdeck'])
      expect(accountKindOf({ accessLevel: 'PLAYER', userSource, hasPassword: false })).toBe(
        'platform-without-password',
      );
    expect(accountKindOf({ accessLevel: 'MODERATOR', userSource: 'vk', hasPassword: false })).toBe(
      'platform-without-password',
    );
  });

  it('counts a platform player with a password and any player of our own site as registered', () => {
    expect(accountKindOf({ accessLevel: 'PLAYER', userSource: 'ya', hasPassword: true })).toBe('registered');
    expect(accountKindOf({ accessLevel: 'PLAYER', userSource: 'own', hasPassword: true })).toBe('registered');
    expect(accountKindOf({ accessLevel: 'ADMIN', userSource: 'own', hasPassword: false })).toBe('registered');
  });
});
