import { describe, expect, it } from 'vitest';
import { hashSessionToken, isSessionTokenFormat, newSessionToken } from './session-token.ts';

describe('session tokens', () => {
  it('are 256 random bits in base64url', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(isSessionTokenFormat(token)).toBe(true);
  });

  it('refuses anything else before any database lookup', () => {
    for (const value of [
      '',
      'short',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `Bearer ${'A'.repeat(36)}`,
    ]) {
      expect(isSessionTokenFormat(value)).toBe(false);
    }
  });

  it('are stored as a stable hash that is not the token', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(hashSessionToken(token)).not.toContain(token);
  });
});
