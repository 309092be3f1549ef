import { describe, expect, it } from 'vitest';
import { checkPasswordForm } from './password-form.ts';

describe('checkPasswordForm', () => {
  it('needs all fields', () => {
    expect(checkPasswordForm({ passwordCurrent: '', passwordNew: 'a', passwordRepeat: 'a' })).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(checkPasswordForm({ passwordCurrent: 'a', passwordNew: '', passwordRepeat: '' })).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(checkPasswordForm({ passwordCurrent: 'a', passwordNew: 'b', passwordRepeat: '' })).toBe('PASSWORD_FIELDS_REQUIRED');
  });
  it('checks the new password and the repeat', () => {
    expect(checkPasswordForm({ passwordCurrent: 'a', passwordNew: '   ', passwordRepeat: '   ' })).toBe('PASSWORD_BLANK');
    expect(checkPasswordForm({ passwordCurrent: 'a', passwordNew: 'new-one', passwordRepeat: 'new-two' })).toBe('PASSWORDS_DIFFER');
    expect(checkPasswordForm({ passwordCurrent: 'a', passwordNew: 'new-one', passwordRepeat: 'new-one' })).toBeNull();
  });
});
