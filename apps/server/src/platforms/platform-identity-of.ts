import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { LAUNCH_SOURCES } from '@rol/protocol/platform-routes';
import { verifyCrazyGamesToken } from './crazygames-token.ts';
import { googleKeys, kidOf } from './google-keys-client.ts';
import { verifyGoogleIdToken } from './google-id-token.ts';
import { verifyFotoLaunch, verifyPartnerLaunch } from './launch-signatures.ts';
import { uniqueParams } from './ok-signature.ts';
import { verifyGamePushPlayer } from './gamepush-signature.ts';
import { authenticateKongregate } from './kongregate-client.ts';
import { verifyMailLaunchParams } from './mail-signature.ts';
import { verifyOkLaunchParams } from './ok-signature.ts';
import type { PlatformIdentity, PlatformSource } from './platform-identity.ts';
import { malformed } from './proof-checks.ts';
import { verifyTelegramInitData } from './telegram-init-data.ts';
import { verifyVkLaunchParams } from './vk-launch-params.ts';
import { verifyYandexPlayer } from './yandex-signature.ts';

/** The configured secret of `source`, or PLATFORM_NOT_CONFIGURED. */
function configured<T>(value: T | null, source: PlatformSource): T {
  if (value === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source });
  return value;
}

/** The identity each sign-in call proves, from the platform's proof and this server's secret. */
export const platformIdentity = {
  telegram(ctx: AppContext, initData: string): PlatformIdentity {
    const { platforms } = ctx.config;
    return verifyTelegramInitData(
      initData,
      configured(platforms.telegramBotToken, 'tg'),
      ctx.clock(),
      platforms.proofMaxAgeS,
    );
  },
  yandex(ctx: AppContext, signature: string): PlatformIdentity {
    const { platforms } = ctx.config;
    return verifyYandexPlayer(
      signature,
      configured(platforms.yandexSecret, 'ya'),
      ctx.clock(),
      platforms.proofMaxAgeS,
    );
  },
  crazyGames(ctx: AppContext, token: string): PlatformIdentity {
    const crazy = configured(ctx.config.platforms.crazyGames, 'crazygames');
    return verifyCrazyGamesToken(token, crazy.publicKey, crazy.gameId, ctx.clock());
  },
  gamePush(
    ctx: AppContext,
    signature: string,
    source: 'gp' | 'gp_partner' | 'gp_playdeck',
  ): PlatformIdentity {
    return verifyGamePushPlayer(signature, configured(ctx.config.platforms.gamePushSecret, source), source);
  },
  async kongregate(ctx: AppContext, input: { kongId: string; username: string; token?: string | undefined }) {
    const config = configured(ctx.config.platforms.kongregate, 'kong');
    if (input.token === undefined || input.token === '') throw malformed('token');
    return authenticateKongregate(config, {
      kongId: input.kongId,
      username: input.username,
      token: input.token,
    });
  },
  mystore(ctx: AppContext, uid: string, params: string): PlatformIdentity {
    const identity = verifyMailLaunchParams(
      params,
      configured(ctx.config.platforms.mystoreSecret, 'mystore'),
      'mystore',
    );
    if (identity.userId !== uid) throw malformed('uid');
    return identity;
  },
  async launch(
    ctx: AppContext,
    source: (typeof LAUNCH_SOURCES)[number],
    params: string,
  ): Promise<PlatformIdentity> {
    const { platforms } = ctx.config;
    const { launch } = platforms;
    switch (source) {
      case 'vk':
        return verifyVkLaunchParams(
          params,
          configured(platforms.vkSecret, 'vk'),
          ctx.clock(),
          platforms.proofMaxAgeS,
        );
      case 'ok':
        return verifyOkLaunchParams(params, configured(platforms.okSecret, 'ok'));
      case 'mail':
        return verifyMailLaunchParams(params, configured(platforms.mailSecret, 'mail'), 'mail');
      case 'foto': {
        const foto = configured(launch.foto, 'foto');
        return verifyFotoLaunch(params, foto.appId, foto.secret);
      }
      case 'exe':
      case 'beeline': {
        const secret = source === 'exe' ? launch.exeSecret : launch.beelineSecret;
        return verifyPartnerLaunch(
          params,
          source,
          configured(secret, source),
          ctx.clock(),
          platforms.proofMaxAgeS,
        );
      }
      case 'google': {
        const google = configured(launch.google, 'google');
        const token = uniqueParams(params).get('id_token') ?? '';
        if (token === '') throw malformed('id_token');
        const keys = await googleKeys(google, ctx.clock(), kidOf(token));
        return verifyGoogleIdToken(token, keys, google.clientId, ctx.clock());
      }
    }
  },
};
