import { describe, expect, it } from 'vitest';
import { codeOf } from '../../test/platforms/platform-test-kit.ts';
import { hmacSha256 } from './proof-checks.ts';
import {
  telegramSecret,
  verifyTelegramInitData,
  verifyTelegramInitDataThirdParty,
} from './telegram-init-data.ts';

const TOKEN_A = '5768337691:AAGDAe6rjxu1cUgxK4BizYi--Utc3J9v5AU';
const DATA_A =
  'user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22en%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%7D&chat_instance=-3788475317572404878&chat_type=private&auth_date=1709144340&hash=371697738012ebd26a111ace4aff23ee265596cd64026c8c3677956a85ca1827';
const TOKEN_B = '7342037359:AAHI25ES9xCOMPokpYoz-p8XVrZUdygo2J4';
const DATA_B =
  'user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuserpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_instance=8134722200314281151&chat_type=private&auth_date=1733509682&signature=TYJxVcisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNNLNBM72APCpi_RKiUlBvcqo5L-LAxIc3dnTzcZX_PDg&hash=a433d8f9847bd6addcc563bff7cc82c89e97ea0d90c11fe5729cae6796a36d73';
const DAY = 86_400;
const justAfter = (authDate: number) => (authDate + 10) * 1000;

describe('Telegram initData', () => {
  it('derives the published secret from the bot token', () => {
    expect(telegramSecret(TOKEN_A).toString('hex')).toBe(
      'aa492a44bdf019c759defb1698c1d77690189973945491a756051cdc1207a449',
    );
  });

  it('accepts published vector A', () => {
    const identity = verifyTelegramInitData(DATA_A, TOKEN_A, justAfter(1709144340), DAY);
    expect(identity).toMatchObject({
      source: 'tg',
      userId: '279058397',
      name: 'Vladislav Kibenko',
      lang: 'en',
    });
  });

  it('accepts published vector B only with signature kept in the check string', () => {
    const identity = verifyTelegramInitData(DATA_B, TOKEN_B, justAfter(1733509682), DAY);
    expect(identity).toMatchObject({ userId: '279058397', lang: 'ru' });
    const withoutSignature = DATA_B.replace(/&signature=[^&]*/, '');
    expect(codeOf(() => verifyTelegramInitData(withoutSignature, TOKEN_B, justAfter(1733509682), DAY))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
  });

  it('accepts vector B with the Ed25519 third-party check and refuses another bot id', () => {
    const identity = verifyTelegramInitDataThirdParty(DATA_B, '7342037359', justAfter(1733509682), DAY);
    expect(identity.userId).toBe('279058397');
    expect(
      codeOf(() => verifyTelegramInitDataThirdParty(DATA_B, '7342037358', justAfter(1733509682), DAY)),
    ).toBe('PLATFORM_PROOF_INVALID');
  });

  it('refuses a forged hash, a tampered user, another bot token', () => {
    const now = justAfter(1709144340);
    const forged = DATA_A.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect(codeOf(() => verifyTelegramInitData(forged, TOKEN_A, now, DAY))).toBe('PLATFORM_PROOF_INVALID');
    const tampered = DATA_A.replace('279058397', '279058398');
    expect(codeOf(() => verifyTelegramInitData(tampered, TOKEN_A, now, DAY))).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyTelegramInitData(DATA_A, TOKEN_B, now, DAY))).toBe('PLATFORM_PROOF_INVALID');
  });

  it('refuses an expired proof and one dated in the future', () => {
    expect(codeOf(() => verifyTelegramInitData(DATA_A, TOKEN_A, (1709144340 + DAY + 1) * 1000, DAY))).toBe(
      'PLATFORM_PROOF_EXPIRED',
    );
    expect(codeOf(() => verifyTelegramInitData(DATA_A, TOKEN_A, (1709144340 - 3600) * 1000, DAY))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
  });

  it('refuses malformed initData before any hashing', () => {
    for (const bad of [
      '',
      'user=1',
      `${DATA_A}&hash=${'a'.repeat(64)}`,
      DATA_A.replace(/hash=[0-9a-f]+/, 'hash=xyz'),
    ])
      expect(codeOf(() => verifyTelegramInitData(bad, TOKEN_A, Date.now(), DAY))).toBe(
        'PLATFORM_PROOF_MALFORMED',
      );
  });

  it('refuses a correctly signed proof without a user id', () => {
    const fields = 'auth_date=1709144340\nuser={"first_name":"x"}';
    const hash = hmacSha256(telegramSecret(TOKEN_A), fields).toString('hex');
    const initData = `auth_date=1709144340&user=${encodeURIComponent('{"first_name":"x"}')}&hash=${hash}`;
    expect(codeOf(() => verifyTelegramInitData(initData, TOKEN_A, justAfter(1709144340), DAY))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });
});
