import { z } from 'zod';
import { NICKNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, MAIL_OR_PHONE_MAX_LENGTH } from '@rol/rules/account-limits';
import { boolField, intField, textField } from './fields.ts';
import { defineRoute } from './route.ts';

/** Generous hard caps on the wire; the §5 rules (in `rules/account-validation`) give the precise errors. */
const nameField = textField(NICKNAME_MAX_LENGTH * 4);
const passwordField = textField(PASSWORD_MAX_LENGTH * 4);
const mailOrPhoneField = textField(MAIL_OR_PHONE_MAX_LENGTH * 4);
const langField = textField(8);
const sizeField = intField.min(0).max(100_000);

export const accountResult = z.object({ playerId: z.number().int() });

export const registerTrialRoute = defineRoute({
  method: 'POST',
  path: '/api/security/registerTrial',
  auth: 'optional',
  body: z.object({
    characterAndCompanion: textField(100).optional(),
    domain: textField(200).optional(),
    lang: langField.optional(),
    sw: sizeField.optional(),
    sh: sizeField.optional(),
    cw: sizeField.optional(),
    ch: sizeField.optional(),
    frontVersion: intField.min(0).max(1_000_000).optional(),
    h_session: textField(100).optional(),
    ref: textField(100).optional(),
  }),
  response: accountResult,
});

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/security/register',
  auth: 'optional',
  body: z.object({
    name: nameField,
    password: passwordField,
    /** The repeated password; when sent it must match (§5). */
    passwordRepeat: passwordField.optional(),
    optionalMailOrPhone: mailOrPhoneField.optional(),
    ref: textField(100).optional(),
    /** The user agreement and privacy policy, and the use of cookies, must be accepted (§5). */
    agreement: boolField,
    cookies: boolField,
  }),
  response: accountResult,
});

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/security/login',
  auth: 'optional',
  body: z.object({ name: nameField, password: passwordField, lang: langField.optional() }),
  /**
   * `PLAYER_EXISTS`: this session already holds another registered player; the client logs out
   * (§7: "a login reporting that the player already exists forces logout") and signs in again.
   */
  response: z.object({ status: z.enum(['OK', 'PLAYER_EXISTS']), playerId: z.number().int().nullable() }),
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/security/logout',
  auth: 'optional',
  response: z.object({ ok: z.literal(true) }),
});

export const nameSetRoute = defineRoute({
  method: 'POST',
  path: '/api/security/name/set',
  auth: 'player',
  body: z.object({ name: nameField }),
  response: z.object({ nickname: z.string() }),
});

export const mailOrPhoneSetRoute = defineRoute({
  method: 'POST',
  path: '/api/security/mailOrPhone/set',
  auth: 'player',
  body: z.object({ mailOrPhone: mailOrPhoneField }),
  response: z.object({ mailOrPhone: z.string() }),
});

export const passwordSetRoute = defineRoute({
  method: 'POST',
  path: '/api/security/password/set',
  auth: 'player',
  body: z.object({ passwordCurrent: passwordField.default(''), passwordNew: passwordField.default('') }),
  response: z.object({ ok: z.literal(true) }),
});

/** Answers a bare JSON boolean: whether this session holds a player. */
export const isPlayerExistRoute = defineRoute({
  method: 'GET',
  path: '/api/security/isPlayerExist',
  auth: 'optional',
  response: z.boolean(),
});
