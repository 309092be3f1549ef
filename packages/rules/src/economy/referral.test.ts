import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReferralEnabled, playerIdOfReferralCode, referralBonusOf, referralCode } from './referral.ts';

describe('referral', () => {
  it('reads back every code it makes, and refuses a changed character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        const code = referralCode(id);
        expect(playerIdOfReferralCode(code)).toBe(id);
        expect(playerIdOfReferralCode(code.toLowerCase())).toBe(id);
        const last = code.slice(-1);
        const changed = code.slice(0, -1) + (last === '0' ? '1' : '0');
        expect(playerIdOfReferralCode(changed)).toBeNull();
      }),
    );
    for (const bad of ['', 'abc', '!!!!!', 'ZZZZZZZZZZZZZZZZ', ' '.repeat(8)]) expect(playerIdOfReferralCode(bad)).toBeNull();
  });

  it('is off for Telegram and the partner platforms, on elsewhere', () => {
    expect(isReferralEnabled('tg')).toBe(false);
    for (const partner of ['gp_partner', 'gp_playdeck', 'exe', 'beeline', 'gamedistrib'])
      expect(isReferralEnabled(partner)).toBe(false);
    for (const source of ['mail', 'ya', 'ok', 'mystore', 'foto', 'google', 'crazygames', 'kong', 'gp', 'rustore'])
      expect(isReferralEnabled(source)).toBe(true);
    expect(isReferralEnabled('own')).toBe(true);
    expect(isReferralEnabled('vk')).toBe(true);
  });

  it('counts 99 welcome, 99 per invited friend, 15 per friend in the clan', () => {
    expect(referralBonusOf({ welcome: true, invitedFriends: 2, clanFriends: 1 })).toEqual({
      startBonus: 99,
      refBonus: 198,
      refClanBonus: 15,
    });
  });
});
