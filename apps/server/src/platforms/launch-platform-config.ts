import { createPrivateKey, type KeyObject } from 'node:crypto';

/**
 * Settings of the platforms that sign in from the page's launch parameters (foto, exe, beeline,
 * google) and of RuStore (docs/platforms.md). Unset: that platform's sign-in is off.
 */
export interface LaunchPlatformConfig {
  /** Fotostrana application id and secret (FOTO_APP_ID, FOTO_APP_SECRET). */
  foto: { appId: string; secret: string } | null;
  /** Partner portals' shared secrets (EXE_APP_SECRET, BEELINE_APP_SECRET). */
  exeSecret: string | null;
  beelineSecret: string | null;
  /** Google: our OAuth client id (GOOGLE_CLIENT_ID) and where Google publishes its keys (GOOGLE_KEYS_URL). */
  google: { clientId: string; keysUrl: string; timeoutMs: number } | null;
  /** RuStore public API: console key id and private key (RUSTORE_KEY_ID, RUSTORE_PRIVATE_KEY), address (RUSTORE_API_URL). */
  rustore: { keyId: string; privateKey: KeyObject; baseUrl: string; timeoutMs: number } | null;
}

export const NO_LAUNCH_PLATFORMS: LaunchPlatformConfig = {
  foto: null,
  exeSecret: null,
  beelineSecret: null,
  google: null,
  rustore: null,
};

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | null {
  const text = env[name]?.trim() ?? '';
  return text === '' ? null : text;
}

function both<T>(
  a: string | null,
  b: string | null,
  names: string,
  make: (a: string, b: string) => T,
): T | null {
  if (a === null && b === null) return null;
  if (a === null || b === null) throw new Error(`${names} must be set together`);
  return make(a, b);
}

/** The launch platforms' settings from the environment; a half-set or unusable value stops the boot. */
export function launchPlatformConfigFrom(env: Env): LaunchPlatformConfig {
  const googleClient = value(env, 'GOOGLE_CLIENT_ID');
  return {
    foto: both(
      value(env, 'FOTO_APP_ID'),
      value(env, 'FOTO_APP_SECRET'),
      'FOTO_APP_ID and FOTO_APP_SECRET',
      (appId, secret) => ({
        appId,
        secret,
      }),
    ),
    exeSecret: value(env, 'EXE_APP_SECRET'),
    beelineSecret: value(env, 'BEELINE_APP_SECRET'),
    google:
      googleClient === null
        ? null
        : {
            clientId: googleClient,
            keysUrl: value(env, 'GOOGLE_KEYS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
            timeoutMs: 5000,
          },
    rustore: both(
      value(env, 'RUSTORE_KEY_ID'),
      value(env, 'RUSTORE_PRIVATE_KEY'),
      'RUSTORE_KEY_ID and RUSTORE_PRIVATE_KEY (a PEM private key)',
      (keyId, pem) => {
        let privateKey: KeyObject;
        try {
          privateKey = createPrivateKey(pem.replace(/\\n/g, '\n'));
        } catch {
          throw new Error('RUSTORE_PRIVATE_KEY must be a PEM private key');
        }
        return {
          keyId,
          privateKey,
          baseUrl: value(env, 'RUSTORE_API_URL') ?? 'https://public-api.rustore.ru',
          timeoutMs: 5000,
        };
      },
    ),
  };
}
