import type { ErrorCode } from '@rol/protocol/error-codes';
import { checkMailOrPhone, checkNickname, checkPassword, checkPasswordRepeat, optionalMailOrPhone } from '@rol/rules/account-validation';

export interface RegisterValues {
  name: string;
  password: string;
  passwordRepeat: string;
  mailOrPhone: string;
  agreement: boolean;
  cookies: boolean;
}

/** §5 registration checks before sending, in field order; the same codes the server answers with. */
export function checkRegistration(values: RegisterValues): ErrorCode | null {
  const mailOrPhone = optionalMailOrPhone(values.mailOrPhone);
  return (
    checkNickname(values.name) ??
    checkPassword(values.password) ??
    checkPasswordRepeat(values.password, values.passwordRepeat) ??
    (mailOrPhone === null ? null : checkMailOrPhone(mailOrPhone)) ??
    (values.agreement && values.cookies ? null : 'AGREEMENT_REQUIRED')
  );
}

/** The register body (§7): the optional mail-or-phone only when non-blank after trimming (§5). */
export function registerBody(values: RegisterValues, ref: string | null) {
  const mailOrPhone = optionalMailOrPhone(values.mailOrPhone);
  return {
    name: values.name.trim(),
    password: values.password,
    passwordRepeat: values.passwordRepeat,
    agreement: values.agreement,
    cookies: values.cookies,
    ...(mailOrPhone === null ? {} : { optionalMailOrPhone: mailOrPhone }),
    ...(ref ? { ref } : {}),
  };
}

export function readRegisterForm(form: FormData): RegisterValues {
  const text = (key: string) => String(form.get(key) ?? '');
  return {
    name: text('name'),
    password: text('password'),
    passwordRepeat: text('passwordRepeat'),
    mailOrPhone: text('mailOrPhone'),
    agreement: form.get('agreement') !== null,
    cookies: form.get('cookies') !== null,
  };
}
