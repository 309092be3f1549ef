import { describe, expect, it } from 'vitest';
import { checkNickname } from '@rol/rules/account-validation';
import { guestNickname } from './new-player.ts';

describe('guest nicknames', () => {
  it('look like Guest12345 and grow after collisions, always valid §5 names', () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const name = guestNickname(attempt);
      expect(name).toMatch(new RegExp(`^Guest\\d{${5 + Math.floor(attempt / 3)}}$`));
      expect(checkNickname(name)).toBeNull();
    }
  });
});
