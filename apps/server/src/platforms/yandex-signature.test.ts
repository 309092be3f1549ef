import { describe, expect, it } from 'vitest';
import { codeOf, yandexSign } from '../../test/platforms/platform-test-kit.ts';
import { verifyYandexPlayer, verifyYandexSignature, yandexPurchases } from './yandex-signature.ts';

const KEY = 't0p$ecret';
const VECTOR =
  'hQ8adIRJWD29Nep+0P36Z6edI5uzj6F3tddz6Dqgclk=.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImlzc3VlZEF0IjoxNTcxMjMzMzcxLCJyZXF1ZXN0UGF5bG9hZCI6InF3ZSIsImRhdGEiOnsidG9rZW4iOiJkODVhZTBiMS05MTY2LTRmYmItYmIzOC02ZDJhNGNhNDQxNmQiLCJzdGF0dXMiOiJ3YWl0aW5nIiwiZXJyb3JDb2RlIjoiIiwiZXJyb3JEZXNjcmlwdGlvbiI6IiIsInVybCI6Imh0dHBzOi8veWFuZGV4LnJ1L2dhbWVzL3Nkay9wYXltZW50cy90cnVzdC1mYWtlLmh0bWwiLCJwcm9kdWN0Ijp7ImlkIjoibm9hZHMiLCJ0aXRsZSI6ItCR0LXQtyDRgNC10LrQu9Cw0LzRiyIsImRlc2NyaXB0aW9uIjoi0J7RgtC60LvRjtGH0LjRgtGMINGA0LXQutC70LDQvNGDINCyINC40LPRgNC1IiwicHJpY2UiOnsiY29kZSI6IlJVUiIsInZhbHVlIjoiNDkifSwiaW1hZ2VQcmVmaXgiOiJodHRwczovL2F2YXRhcnMubWRzLnlhbmRleC5uZXQvZ2V0LWdhbWVzLzE4OTI5OTUvMmEwMDAwMDE2ZDFjMTcxN2JkN2EwMTQ5Y2NhZGM4NjA3OGExLyJ9fX0=';

describe('Yandex Games signature', () => {
  it('accepts the published vector and reads its purchase token', () => {
    expect(verifyYandexSignature(VECTOR, KEY)).toMatchObject({
      algorithm: 'HMAC-SHA256',
      issuedAt: 1571233371,
    });
    expect(yandexPurchases(VECTOR, KEY)).toEqual([
      { token: 'd85ae0b1-9166-4fbb-bb38-6d2a4ca4416d', productId: 'noads', developerPayload: null },
    ]);
  });

  it('refuses another secret, a changed data part and a changed sign', () => {
    expect(codeOf(() => verifyYandexSignature(VECTOR, 'secret'))).toBe('PLATFORM_PROOF_INVALID');
    const [sign, data] = VECTOR.split('.') as [string, string];
    const changed = Buffer.from(data, 'base64').toString('utf8').replace('noads', 'gems1');
    expect(
      codeOf(() => verifyYandexSignature(`${sign}.${Buffer.from(changed).toString('base64')}`, KEY)),
    ).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyYandexSignature(`A${sign.slice(1)}.${data}`, KEY))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
  });

  it('refuses texts that are not signatures', () => {
    for (const bad of ['', 'abc', '.abc', 'a b.c', `${'A'.repeat(44)}.!!`])
      expect(codeOf(() => verifyYandexSignature(bad, KEY))).toBe('PLATFORM_PROOF_MALFORMED');
    expect(
      codeOf(() => verifyYandexSignature(yandexSign({ algorithm: 'none', issuedAt: 1 }, KEY), KEY)),
    ).toBe('PLATFORM_PROOF_MALFORMED');
  });

  it('signs a player in from a fresh player signature and refuses an old one', () => {
    const issuedAt = 1_700_000_000;
    const signed = yandexSign(
      {
        algorithm: 'HMAC-SHA256',
        issuedAt,
        requestPayload: '',
        data: { uniqueID: 'abcDEF123', publicName: 'Ира', lang: 'ru' },
      },
      KEY,
    );
    expect(verifyYandexPlayer(signed, KEY, (issuedAt + 5) * 1000, 3600)).toMatchObject({
      source: 'ya',
      userId: 'abcDEF123',
      name: 'Ира',
      lang: 'ru',
    });
    expect(codeOf(() => verifyYandexPlayer(signed, KEY, (issuedAt + 3601) * 1000, 3600))).toBe(
      'PLATFORM_PROOF_EXPIRED',
    );
    const anonymous = yandexSign({ algorithm: 'HMAC-SHA256', issuedAt, data: { uniqueID: '' } }, KEY);
    expect(codeOf(() => verifyYandexPlayer(anonymous, KEY, issuedAt * 1000, 3600))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });

  it('reads every purchase of a signed getPurchases answer', () => {
    const signed = yandexSign(
      {
        algorithm: 'HMAC-SHA256',
        issuedAt: 1,
        data: [
          { token: 't-1', productID: 'gems_100', developerPayload: 'x' },
          { token: 't-2', productID: 'gems_500' },
        ],
      },
      KEY,
    );
    expect(yandexPurchases(signed, KEY).map((purchase) => purchase.token)).toEqual(['t-1', 't-2']);
  });
});
