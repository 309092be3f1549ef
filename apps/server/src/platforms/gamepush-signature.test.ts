import { describe, expect, it } from 'vitest';
import { gamePushHmacHex, verifyGamePushPlayer, verifyGamePushSigned } from './gamepush-signature.ts';
import { codeOf } from '../../test/platforms/platform-test-kit.ts';

const SECRET = 'test-gamepush-secret';

function signed(value: unknown, secret = SECRET): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, secret)}`;
}

describe('GamePush signed data', () => {
  it('signs a player in on the given gp source', () => {
    expect(verifyGamePushPlayer(signed({ playerId: 777, name: 'Bo' }), SECRET, 'gp_playdeck')).toMatchObject({
      source: 'gp_playdeck',
      userId: '777',
      name: 'Bo',
    });
  });

  it('refuses another secret, a changed payload and malformed texts', () => {
    expect(codeOf(() => verifyGamePushSigned(signed({ playerId: 1 }, 'other'), SECRET))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
    const [, sig] = signed({ playerId: 1 }).split('.');
    const changed = `${Buffer.from('{"playerId":2}').toString('base64')}.${sig}`;
    expect(codeOf(() => verifyGamePushSigned(changed, SECRET))).toBe('PLATFORM_PROOF_INVALID');
    for (const bad of ['', 'abc', '.x', 'a b.c'])
      expect(codeOf(() => verifyGamePushSigned(bad, SECRET))).toBe('PLATFORM_PROOF_MALFORMED');
    expect(codeOf(() => verifyGamePushPlayer(signed({ name: 'x' }), SECRET, 'gp'))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });

  it('takes another digest when the platform names one', () => {
    const digest = (payload: string, secret: string) => `${secret}:${payload.length}`;
    const payload = Buffer.from('{"playerId":5}').toString('base64');
    expect(verifyGamePushPlayer(`${payload}.${SECRET}:${payload.length}`, SECRET, 'gp', digest).userId).toBe(
      '5',
    );
  });
});
