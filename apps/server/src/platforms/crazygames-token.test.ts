import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCrazyGamesToken } from './crazygames-token.ts';
import { codeOf, signRs256 } from '../../test/platforms/platform-test-kit.ts';
import { publicKeyOf } from './rs256-token.ts';

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const IAT = 1_700_000_000;
const NOW = (IAT + 60) * 1000;
const claims = { userId: 'Xyz123', gameId: 'road-of-legends', username: 'Knight', iat: IAT, exp: IAT + 3600 };

describe('CrazyGames user token', () => {
  it('accepts a token signed with the platform key for our game', () => {
    const token = signRs256(claims, platform.privateKey);
    expect(verifyCrazyGamesToken(token, platform.publicKey, 'road-of-legends', NOW)).toMatchObject({
      source: 'crazygames',
      userId: 'Xyz123',
      name: 'Knight',
    });
  });

  it('reads the key from its PEM text', () => {
    const pem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const key = publicKeyOf(pem);
    expect(key).not.toBeNull();
    expect(publicKeyOf('not a key')).toBeNull();
  });

  it('refuses another key, another game, a changed body and an alg other than RS256', () => {
    expect(
      codeOf(() =>
        verifyCrazyGamesToken(
          signRs256(claims, other.privateKey),
          platform.publicKey,
          'road-of-legends',
          NOW,
        ),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    expect(
      codeOf(() =>
        verifyCrazyGamesToken(signRs256(claims, platform.privateKey), platform.publicKey, 'another', NOW),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    const [head, , sig] = signRs256(claims, platform.privateKey).split('.');
    const body = Buffer.from(JSON.stringify({ ...claims, userId: 'Other' })).toString('base64url');
    expect(
      codeOf(() =>
        verifyCrazyGamesToken(`${head}.${body}.${sig}`, platform.publicKey, 'road-of-legends', NOW),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.x`;
    expect(codeOf(() => verifyCrazyGamesToken(none, platform.publicKey, 'road-of-legends', NOW))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
  });

  it('refuses an expired token and malformed ones', () => {
    const token = signRs256(claims, platform.privateKey);
    expect(
      codeOf(() => verifyCrazyGamesToken(token, platform.publicKey, 'road-of-legends', (IAT + 3600) * 1000)),
    ).toBe('PLATFORM_PROOF_EXPIRED');
    for (const bad of ['', 'a.b', 'a.b.c.d', 'a b.c.d'])
      expect(codeOf(() => verifyCrazyGamesToken(bad, platform.publicKey, 'road-of-legends', NOW))).toBe(
        'PLATFORM_PROOF_MALFORMED',
      );
    const noExp = signRs256({ ...claims, exp: undefined }, platform.privateKey);
    expect(codeOf(() => verifyCrazyGamesToken(noExp, platform.publicKey, 'road-of-legends', NOW))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });
});
