import { describe, expect, it } from 'vitest';
import { codeOf, vkLaunch } from '../../test/platforms/platform-test-kit.ts';
import { verifyVkLaunchParams } from './vk-launch-params.ts';

const SECRET = 'test-vk-secure-key';
const TS = 1_700_000_000;
const NOW = (TS + 60) * 1000;

const FIELDS = {
  vk_user_id: '494075',
  vk_app_id: '6736218',
  vk_ts: String(TS),
  vk_platform: 'mobile_web',
  vk_language: 'ru',
  vk_ref: 'other',
  vk_access_token_settings: 'friends,status',
  other: 'not signed',
};

describe('VK launch parameters', () => {
  it('accepts parameters signed with the app key', () => {
    expect(verifyVkLaunchParams(vkLaunch(FIELDS, SECRET), SECRET, NOW, 3600)).toMatchObject({
      source: 'vk',
      userId: '494075',
      lang: 'ru',
    });
    expect(verifyVkLaunchParams(`?${vkLaunch(FIELDS, SECRET)}`, SECRET, NOW, 3600).userId).toBe('494075');
  });

  it('follows sign_keys when present, in its order', () => {
    const keys = ['vk_user_id', 'vk_ts', 'vk_app_id'];
    expect(verifyVkLaunchParams(vkLaunch(FIELDS, SECRET, keys), SECRET, NOW, 3600).userId).toBe('494075');
  });

  it('refuses a forged sign, another key, a changed user id', () => {
    const query = vkLaunch(FIELDS, SECRET);
    expect(codeOf(() => verifyVkLaunchParams(query, 'other', NOW, 3600))).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyVkLaunchParams(query.replace('494075', '494076'), SECRET, NOW, 3600))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
    const forged = query.replace(/sign=[^&]+/, `sign=${'A'.repeat(43)}`);
    expect(codeOf(() => verifyVkLaunchParams(forged, SECRET, NOW, 3600))).toBe('PLATFORM_PROOF_INVALID');
  });

  it('refuses an old launch', () => {
    expect(
      codeOf(() => verifyVkLaunchParams(vkLaunch(FIELDS, SECRET), SECRET, (TS + 3601) * 1000, 3600)),
    ).toBe('PLATFORM_PROOF_EXPIRED');
  });

  it('refuses malformed launches, among them the 44-character sign of the documentation example', () => {
    const query = vkLaunch(FIELDS, SECRET);
    for (const bad of [
      '',
      query.replace(/sign=[^&]+/, `sign=${'A'.repeat(44)}`),
      `${query}&vk_user_id=1`,
      vkLaunch(FIELDS, SECRET, ['vk_ts', 'vk_app_id']),
      vkLaunch({ ...FIELDS, vk_user_id: '0' }, SECRET),
    ])
      expect(codeOf(() => verifyVkLaunchParams(bad, SECRET, NOW, 3600))).toBe('PLATFORM_PROOF_MALFORMED');
  });
});
