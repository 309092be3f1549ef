import { describe, expect, it } from 'vitest';
import { codeOf, mailLaunch } from '../../test/platforms/platform-test-kit.ts';
import { md5Hex } from './proof-checks.ts';
import { mailSign, verifyMailLaunchParams } from './mail-signature.ts';

const SECRET = 'test-mail-secret';

describe('Mail.ru / VK Play signature', () => {
  it('is md5 of the sorted k=v pairs and the secret', () => {
    const params = new Map([
      ['uid', '42'],
      ['appid', '7'],
      ['lang', 'ru'],
    ]);
    expect(mailSign(params, SECRET)).toBe(md5Hex(`appid=7lang=ruuid=42${SECRET}`));
  });

  it('signs a mystore player in and refuses a forged or changed launch', () => {
    const query = mailLaunch({ uid: '1234567', appid: '777', lang: 'en' }, SECRET);
    expect(verifyMailLaunchParams(query, SECRET, 'mystore')).toMatchObject({
      source: 'mystore',
      userId: '1234567',
      lang: 'en',
    });
    expect(codeOf(() => verifyMailLaunchParams(query, 'other', 'mystore'))).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyMailLaunchParams(query.replace('1234567', '1234568'), SECRET, 'mail'))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
    expect(codeOf(() => verifyMailLaunchParams('uid=1', SECRET, 'mail'))).toBe('PLATFORM_PROOF_MALFORMED');
    expect(codeOf(() => verifyMailLaunchParams(mailLaunch({ appid: '1' }, SECRET), SECRET, 'mail'))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });
});
