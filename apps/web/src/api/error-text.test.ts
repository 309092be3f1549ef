import { describe, expect, it } from 'vitest';
import { en as enTexts } from '../i18n/en.ts';
import { createI18n } from '../i18n/i18n.ts';
import { ru as ruTexts } from '../i18n/ru.ts';
import { ApiError } from './api-error.ts';
import { codeText, failureText } from './error-text.ts';

/** Both languages' texts (the app loads English only when it is chosen). */
const messages = { ru: ruTexts, en: enTexts };

describe('error texts', () => {
  it('fill the §5 limits into client-side problem texts', () => {
    expect(codeText('NICKNAME_TOO_SHORT', 'ru')).toContain('3');
    expect(codeText('NICKNAME_TOO_LONG', 'en')).toContain('20');
  });

  it('show the translated text of a server code, with its details', () => {
    const t = createI18n('en', { messages }).t;
    expect(failureText(new ApiError(400, 'NICKNAME_TAKEN', 'x'), 'en', t)).toBe('This nickname is already taken.');
    expect(failureText(new ApiError(429, 'RATE_LIMITED', 'x', { seconds: 30 }), 'ru', createI18n('ru', { messages }).t)).toContain('30');
    expect(failureText(new ApiError(0, 'NETWORK', 'x'), 'en', t)).toBe('No connection to the server. Please try again.');
    expect(failureText(new Error('boom'), 'en', t)).toBe('Something went wrong on the server. Please try later.');
  });
});
