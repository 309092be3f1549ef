import { describe, expect, it } from 'vitest';
import { bothLangsI18n } from '../i18n/test-i18n.ts';
import { ApiError } from './api-error.ts';
import { codeText, failureText } from './error-text.ts';

describe('error texts', () => {
  it('fill the §5 limits into client-side problem texts', () => {
    expect(codeText('NICKNAME_TOO_SHORT', 'ru')).toContain('3');
    expect(codeText('NICKNAME_TOO_LONG', 'en')).toContain('20');
  });

  it('show the translated text of a server code, with its details', () => {
    const t = bothLangsI18n('en').t;
    expect(failureText(new ApiError(400, 'NICKNAME_TAKEN', 'x'), 'en', t)).toBe('This nickname is already taken.');
    expect(failureText(new ApiError(429, 'RATE_LIMITED', 'x', { seconds: 30 }), 'ru', bothLangsI18n('ru').t)).toContain('30');
    expect(failureText(new ApiError(429, 'WRITING_TOO_FAST', 'x', { seconds: 7 }), 'en', t)).toBe('You are writing too often. Wait 7 s.');
    expect(failureText(new ApiError(429, 'GUEST_LIMIT', 'x', { seconds: 3000, minutes: 50 }), 'ru', bothLangsI18n('ru').t)).toBe(
      'Слишком много новых игроков из вашей сети. Повторите через 50 мин.',
    );
    expect(failureText(new ApiError(0, 'NETWORK', 'x'), 'en', t)).toBe('No connection to the server. Please try again.');
    expect(failureText(new Error('boom'), 'en', t)).toBe('Something went wrong on the server. Please try later.');
  });
});
