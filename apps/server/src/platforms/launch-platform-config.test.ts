import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { launchPlatformConfigFrom } from './launch-platform-config.ts';
import { platformConfigFrom } from './platform-config.ts';

describe('launchPlatformConfigFrom', () => {
  it('leaves every launch platform off when nothing is set', () => {
    expect(platformConfigFrom({}).launch).toEqual({
      foto: null,
      exeSecret: null,
      beelineSecret: null,
      google: null,
      rustore: null,
    });
  });

  it('reads the secrets, Google with its default key address, RuStore with its PEM key', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    }) as string;
    const config = launchPlatformConfigFrom({
      FOTO_APP_ID: '1',
      FOTO_APP_SECRET: 's',
      EXE_APP_SECRET: 'e',
      GOOGLE_CLIENT_ID: 'client',
      RUSTORE_KEY_ID: 'k',
      RUSTORE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    expect(config.foto).toEqual({ appId: '1', secret: 's' });
    expect(config.exeSecret).toBe('e');
    expect(config.google?.keysUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(config.rustore?.privateKey.type).toBe('private');
  });

  it('stops the boot on half-set or unusable values', () => {
    expect(() => launchPlatformConfigFrom({ FOTO_APP_ID: '1' })).toThrow(/together/);
    expect(() => launchPlatformConfigFrom({ RUSTORE_KEY_ID: 'k', RUSTORE_PRIVATE_KEY: 'nope' })).toThrow(
      /PEM/,
    );
  });
});
