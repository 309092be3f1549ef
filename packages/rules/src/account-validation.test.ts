import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMailOrPhone, checkNickname, checkPassword, checkPasswordChange, optionalMailOrPhone } from './account-validation.ts';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './account-limits.ts';

describe('nickname (§5)', () => {
  it('rejects empty, short, long and unchanged names', () => {
    expect(checkNickname('   ')).toBe('NICKNAME_EMPTY');
    expect(checkNickname('ab')).toBe('NICKNAME_TOO_SHORT');
    expect(checkNickname('a'.repeat(NICKNAME_MAX_LENGTH + 1))).toBe('NICKNAME_TOO_LONG');
    expect(checkNickname('Ivan', 'ivan')).toBe('NICKNAME_SAME');
    expect(checkNickname('<script>')).toBe('NICKNAME_INVALID');
    // A Hangul filler is a letter that shows as nothing; a right-to-left override turns the name round.
    expect(checkNickname('Iv\u3164an')).toBe('NICKNAME_INVALID');
    expect(checkNickname('Ivan\u202E')).toBe('NICKNAME_INVALID');
  });
  it('accepts names at both limits, in any script', () => {
    expect(checkNickname('a'.repeat(NICKNAME_MIN_LENGTH))).toBeNull();
    expect(checkNickname('я'.repeat(NICKNAME_MAX_LENGTH))).toBeNull();
    expect(checkNickname('Витязь_01', 'Guest')).toBeNull();
  });
  it('never accepts a name over the maximum', () => {
    fc.assert(
      fc.property(fc.string({ minLength: NICKNAME_MAX_LENGTH + 1, maxLength: 200 }), (s) => {
        const r = checkNickname(s);
        return [...s.trim()].length <= NICKNAME_MAX_LENGTH || r !== null;
      }),
    );
  });
});

describe('password (§5)', () => {
  it('rejects blank and long passwords, needs all fields to change', () => {
    expect(checkPassword('  ')).toBe('PASSWORD_BLANK');
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('PASSWORD_TOO_LONG');
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(checkPasswordChange('', 'new')).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(checkPasswordChange('old', '')).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(checkPasswordChange('old', 'new')).toBeNull();
  });
});

describe('mail or phone (§5)', () => {
  it('accepts mails and phones with country and city codes', () => {
    expect(checkMailOrPhone('hero@example.com')).toBeNull();
    expect(checkMailOrPhone('+7 912 3456789')).toBeNull();
    expect(checkMailOrPhone('+7(912)345-67-89')).toBeNull();
  });
  it('rejects anything else', () => {
    expect(checkMailOrPhone('')).toBe('MAIL_OR_PHONE_REQUIRED');
    expect(checkMailOrPhone('89123456789')).toBe('MAIL_OR_PHONE_INVALID');
    expect(checkMailOrPhone('+7')).toBe('MAIL_OR_PHONE_INVALID');
    expect(checkMailOrPhone('hero.example.com')).toBe('MAIL_OR_PHONE_INVALID');
    expect(checkMailOrPhone('hero@')).toBe('MAIL_OR_PHONE_INVALID');
  });
  it('treats a blank optional value as absent', () => {
    expect(optionalMailOrPhone('   ')).toBeNull();
    expect(optionalMailOrPhone(' a@b.ru ')).toBe('a@b.ru');
    expect(optionalMailOrPhone(undefined)).toBeNull();
  });
});
