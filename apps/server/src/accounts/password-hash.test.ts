import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing (scrypt, per-player salt)', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', 1024);
    expect(stored.hash).toMatch(/^scrypt:1024:8:1:[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 1024), hashPassword('same', 1024)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('treats equivalent Unicode forms alike', async () => {
    const stored = await hashPassword('Ёж', 1024);
    expect(await verifyPassword('Е\u0308ж', stored)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    const stored = await hashPassword('pw', 1024);
    for (const hash of [
      '',
      'bcrypt:1:2:3:abc',
      'scrypt:1024:8:1:',
      'scrypt:x:8:1:' + stored.hash.split(':')[4],
    ]) {
      expect(await verifyPassword('pw', { ...stored, hash })).toBe(false);
    }
  });
});
