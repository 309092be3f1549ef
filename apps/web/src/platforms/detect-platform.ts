import { isReferralEnabled } from '@rol/rules/economy/referral';
import { PLATFORM_FAMILIES, type PlatformFamily } from './platform-adapter.ts';

/**
 * Which host platform opened the page: the `platform` address parameter when it names one, else
 * what the platform leaves behind (Telegram's initData, VK's and OK's signed launch parameters,
 * the Yandex Games, CrazyGames and Kongregate hosts). VK Play (mystore) is named by the address
 * (`platform=mystore`): its parameters look like Mail.ru's. GamePush is named by the address
 * (`platform=gp`, `gp_partner` or `gp_playdeck`: the GamePush family). Fotostrana by its signed
 * `fotoUid` and `authKey`. The partner portals exe and beeline by their signed link (the user
 * parameter, `ts`, `sign`); Mail.ru games by its signed `uid`, `appid`, `sign` (or `platform=mail`).
 * Google only by the address (`platform=google`, with the ID token Google's redirect added). RuStore by the address (`platform=rustore`, added by the game's Android
 * shell, whose `RuStoreBridge` the adapter then waits for). Null: the game's own site.
 */
export function detectPlatform(
  search: string,
  hostname: string,
  global: Record<string, unknown>,
): PlatformFamily | null {
  const query = new URLSearchParams(search);
  const named = query.get('platform');
  if (named !== null && (PLATFORM_FAMILIES as readonly string[]).includes(named))
    return named as PlatformFamily;
  if (named === 'gp_partner' || named === 'gp_playdeck') return 'gp';
  const telegram = global.Telegram as { WebApp?: { initData?: string } } | undefined;
  if (typeof telegram?.WebApp?.initData === 'string' && telegram.WebApp.initData !== '') return 'tg';
  if (query.has('vk_user_id') && query.has('sign')) return 'vk';
  if (query.has('logged_user_id') && query.has('auth_sig')) return 'ok';
  if (query.has('fotoUid') && query.has('authKey')) return 'foto';
  if (query.has('sign') && query.has('ts')) {
    if (query.has('exe_user')) return 'exe';
    if (query.has('beeline_login')) return 'beeline';
  }
  if (query.has('uid') && query.has('appid') && query.has('sign')) return 'mail';
  const host = hostname.toLowerCase();
  if (/(^|\.)yandex\.(ru|com|net)$|\.games\.s3\.yandex\.net$|(^|\.)playhop\.com$/.test(host)) return 'ya';
  if (/(^|\.)crazygames\.(com|ru)$/.test(host)) return 'crazygames';
  if (/(^|\.)(kongregate|konggames)\.com$/.test(host)) return 'kong';
  return null;
}

/**
 * §6: the referral system is off for Telegram and the partner portals, on elsewhere: the server's
 * own rule (`isReferralEnabled`); no source is the game's own site.
 */
export function referralEnabled(source: string | null): boolean {
  return isReferralEnabled(source ?? 'own');
}
