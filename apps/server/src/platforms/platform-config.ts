import type { KeyObject } from 'node:crypto';
import type { KongregateConfig } from './kongregate-client.ts';
import type { OkGroupConfig } from './ok-api-client.ts';
import {
  launchPlatformConfigFrom,
  NO_LAUNCH_PLATFORMS,
  type LaunchPlatformConfig,
} from './launch-platform-config.ts';
import { publicKeyOf } from './rs256-token.ts';

/**
 * The secrets and settings of the host platforms (docs/platforms.md). A platform whose secret is
 * unset has its sign-in off: its calls answer PLATFORM_NOT_CONFIGURED.
 */
export interface PlatformConfig {
  /** Telegram bot token (TELEGRAM_BOT_TOKEN): checks Mini App initData. */
  telegramBotToken: string | null;
  /** Yandex Games signing secret (YANDEX_GAMES_SECRET). */
  yandexSecret: string | null;
  /** VK Mini App secure key (VK_APP_SECRET). */
  vkSecret: string | null;
  /** OK application secret key (OK_APP_SECRET). */
  okSecret: string | null;
  /**
   * The OK group check of `daily/ok/take` through OK's REST API: our group (OK_GROUP_ID), the
   * application key (OK_APP_KEY) with OK_APP_SECRET, an optional access token (OK_ACCESS_TOKEN) and
   * the address (OK_API_URL). Null when OK_GROUP_ID is unset: an OK identity is then enough.
   */
  okGroup: OkGroupConfig | null;
  /** Mail.ru games secret (MAIL_APP_SECRET) and VK Play / mystore secret (MYSTORE_APP_SECRET). */
  mailSecret: string | null;
  mystoreSecret: string | null;
  /** CrazyGames: the platform's public key (CRAZYGAMES_PUBLIC_KEY, PEM) and our game id (CRAZYGAMES_GAME_ID). */
  crazyGames: { publicKey: KeyObject; gameId: string } | null;
  /** GamePush project secret (GAMEPUSH_SECRET). */
  gamePushSecret: string | null;
  /** Kongregate API key and address (KONGREGATE_API_KEY, KONGREGATE_API_URL). */
  kongregate: KongregateConfig | null;
  /** Proofs that carry a time (Telegram, Yandex, VK) are refused past this age (PLATFORM_PROOF_MAX_AGE, seconds). */
  proofMaxAgeS: number;
  /** foto, exe, beeline, google and RuStore (launch-platform-config.ts). */
  launch: LaunchPlatformConfig;
}

export const NO_PLATFORMS: PlatformConfig = {
  telegramBotToken: null,
  yandexSecret: null,
  vkSecret: null,
  okSecret: null,
  okGroup: null,
  mailSecret: null,
  mystoreSecret: null,
  crazyGames: null,
  gamePushSecret: null,
  kongregate: null,
  proofMaxAgeS: 86_400,
  launch: NO_LAUNCH_PLATFORMS,
};

type Env = Record<string, string | undefined>;

function secret(env: Env, name: string): string | null {
  const value = env[name]?.trim() ?? '';
  return value === '' ? null : value;
}

/** The OK group check's settings: OK_GROUP_ID switches it on and then needs the application's key and secret. */
function okGroupFrom(env: Env): OkGroupConfig | null {
  const groupId = secret(env, 'OK_GROUP_ID');
  if (groupId === null) return null;
  if (!/^[0-9]{1,20}$/.test(groupId)) throw new Error(`OK_GROUP_ID must be the group's digits, got "${groupId}"`);
  const applicationKey = secret(env, 'OK_APP_KEY');
  const appSecret = secret(env, 'OK_APP_SECRET');
  if (applicationKey === null || appSecret === null)
    throw new Error('OK_GROUP_ID needs OK_APP_KEY and OK_APP_SECRET to ask OK about the group');
  const baseUrl = secret(env, 'OK_API_URL') ?? 'https://api.ok.ru';
  if (!URL.canParse(baseUrl)) throw new Error(`OK_API_URL must be an address, got "${baseUrl}"`);
  return {
    groupId,
    applicationKey,
    secret: appSecret,
    accessToken: secret(env, 'OK_ACCESS_TOKEN'),
    baseUrl,
    timeoutMs: 5000,
  };
}

/** The platform settings from the environment; a present but unusable value stops the boot. */
export function platformConfigFrom(env: Env): PlatformConfig {
  const crazyPem = secret(env, 'CRAZYGAMES_PUBLIC_KEY');
  const crazyGameId = secret(env, 'CRAZYGAMES_GAME_ID');
  let crazyGames: PlatformConfig['crazyGames'] = null;
  if (crazyPem !== null || crazyGameId !== null) {
    const publicKey = crazyPem === null ? null : publicKeyOf(crazyPem.replace(/\\n/g, '\n'));
    if (publicKey === null || crazyGameId === null)
      throw new Error('CRAZYGAMES_PUBLIC_KEY (a PEM public key) and CRAZYGAMES_GAME_ID must be set together');
    crazyGames = { publicKey, gameId: crazyGameId };
  }
  const kongKey = secret(env, 'KONGREGATE_API_KEY');
  const maxAgeText = secret(env, 'PLATFORM_PROOF_MAX_AGE');
  const proofMaxAgeS = maxAgeText === null ? NO_PLATFORMS.proofMaxAgeS : Number(maxAgeText);
  if (!Number.isInteger(proofMaxAgeS) || proofMaxAgeS < 60 || proofMaxAgeS > 7 * 86_400)
    throw new Error(`PLATFORM_PROOF_MAX_AGE must be whole seconds from 60 to 604800, got "${maxAgeText}"`);
  return {
    telegramBotToken: secret(env, 'TELEGRAM_BOT_TOKEN'),
    yandexSecret: secret(env, 'YANDEX_GAMES_SECRET'),
    vkSecret: secret(env, 'VK_APP_SECRET'),
    okSecret: secret(env, 'OK_APP_SECRET'),
    okGroup: okGroupFrom(env),
    mailSecret: secret(env, 'MAIL_APP_SECRET'),
    mystoreSecret: secret(env, 'MYSTORE_APP_SECRET'),
    crazyGames,
    gamePushSecret: secret(env, 'GAMEPUSH_SECRET'),
    kongregate:
      kongKey === null
        ? null
        : {
            apiKey: kongKey,
            baseUrl: secret(env, 'KONGREGATE_API_URL') ?? 'https://api.kongregate.com',
            timeoutMs: 5000,
          },
    proofMaxAgeS,
    launch: launchPlatformConfigFrom(env),
  };
}
