import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyGoogleIdToken } from './google-id-token.ts';
import { codeOf, signRs256 } from '../../test/platforms/platform-test-kit.ts';

const first = generateKeyPairSync('rsa', { modulusLength: 2048 });
const second = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = new Map([
  ['k1', first.publicKey],
  ['k2', second.publicKey],
]);
const NOW = 1_700_000_000_000;
const CLIENT = 'client-1.apps.googleusercontent.com';
const claims = {
  iss: 'https://accounts.google.com',
  aud: CLIENT,
  sub: '1098765',
  name: 'Ann',
  exp: NOW / 1000 + 600,
  iat: NOW / 1000,
};

describe('Google ID token', () => {
  it('accepts a token signed with the key its kid names', () => {
    expect(verifyGoogleIdToken(signRs256(claims, second.privateKey, 'k2'), keys, CLIENT, NOW)).toMatchObject({
      source: 'google',
      userId: '1098765',
    });
    expect(
      verifyGoogleIdToken(
        signRs256({ ...claims, iss: 'accounts.google.com' }, first.privateKey, 'k1'),
        keys,
        CLIENT,
        NOW,
      ).userId,
    ).toBe('1098765');
  });

  it('refuses another audience, another issuer, a key it does not publish, an expired token', () => {
    expect(
      codeOf(() =>
        verifyGoogleIdToken(signRs256({ ...claims, aud: 'x' }, first.privateKey, 'k1'), keys, CLIENT, NOW),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    expect(
      codeOf(() =>
        verifyGoogleIdToken(signRs256({ ...claims, iss: 'evil' }, first.privateKey, 'k1'), keys, CLIENT, NOW),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(
      codeOf(() => verifyGoogleIdToken(signRs256(claims, stranger.privateKey, 'k1'), keys, CLIENT, NOW)),
    ).toBe('PLATFORM_PROOF_INVALID');
    expect(
      codeOf(() =>
        verifyGoogleIdToken(signRs256(claims, first.privateKey, 'k1'), keys, CLIENT, NOW + 600_000),
      ),
    ).toBe('PLATFORM_PROOF_EXPIRED');
  });
});
