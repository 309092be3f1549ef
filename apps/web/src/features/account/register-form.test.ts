import { describe, expect, it } from 'vitest';
import { checkRegistration, readRegisterForm, registerBody, type RegisterValues } from './register-form.ts';

const good: RegisterValues = {
  name: 'Aragorn',
  password: 'secret-1',
  passwordRepeat: 'secret-1',
  mailOrPhone: '',
  agreement: true,
  cookies: true,
};

describe('checkRegistration', () => {
  it('accepts a good form', () => {
    expect(checkRegistration(good)).toBeNull();
    expect(checkRegistration({ ...good, mailOrPhone: ' hero@example.com ' })).toBeNull();
  });

  it('reports the §5 problems in field order', () => {
    expect(checkRegistration({ ...good, name: '' })).toBe('NICKNAME_EMPTY');
    expect(checkRegistration({ ...good, name: 'ab' })).toBe('NICKNAME_TOO_SHORT');
    expect(checkRegistration({ ...good, name: 'x'.repeat(40) })).toBe('NICKNAME_TOO_LONG');
    expect(checkRegistration({ ...good, password: '  ' , passwordRepeat: '  '})).toBe('PASSWORD_BLANK');
    expect(checkRegistration({ ...good, passwordRepeat: 'other' })).toBe('PASSWORDS_DIFFER');
    expect(checkRegistration({ ...good, mailOrPhone: 'not-a-mail' })).toBe('MAIL_OR_PHONE_INVALID');
    expect(checkRegistration({ ...good, agreement: false })).toBe('AGREEMENT_REQUIRED');
    expect(checkRegistration({ ...good, cookies: false })).toBe('AGREEMENT_REQUIRED');
  });
});

describe('registerBody', () => {
  it('sends the optional mail-or-phone only when non-blank after trimming', () => {
    expect(registerBody({ ...good, mailOrPhone: '   ' }, null)).not.toHaveProperty('optionalMailOrPhone');
    expect(registerBody({ ...good, mailOrPhone: ' +7 495 1234567 ' }, 'r1')).toMatchObject({
      optionalMailOrPhone: '+7 495 1234567',
      ref: 'r1',
      agreement: true,
      cookies: true,
    });
  });

  it('reads checkboxes from form data', () => {
    const form = new FormData();
    form.set('name', 'Hero');
    form.set('agreement', 'on');
    expect(readRegisterForm(form)).toMatchObject({ name: 'Hero', agreement: true, cookies: false, password: '' });
  });
});
