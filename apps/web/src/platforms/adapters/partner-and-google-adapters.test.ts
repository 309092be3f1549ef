import { describe, expect, it } from 'vitest';
import type { AdapterEnv } from '../platform-adapter.ts';
import { googleAdapter } from './google-adapter.ts';
import { beelineAdapter, exeAdapter } from './partner-adapter.ts';

const env = (search: string, hash = ''): AdapterEnv => ({
  global: {},
  search,
  hash,
  loadScript: () => Promise.reject(new Error('no network')),
});

const SIGN = 'a'.repeat(64);

describe('partner portal adapters (exe, beeline)', () => {
  it('sign in with the signed partner link as it came, each with its own user parameter', async () => {
    const exeSearch = `?exe_user=42&ts=1700000000&name=Ann&sign=${SIGN}`;
    const exe = exeAdapter(env(exeSearch));
    await exe.ready();
    expect(exe.family).toBe('exe');
    const call = await exe.signInCall('en');
    expect(call?.route.path).toBe('/api/integration/launch/authenticate');
    expect(call?.body).toEqual({ source: 'exe', params: exeSearch.slice(1), lang: 'en' });

    const beelineSearch = `?beeline_login=bob&ts=1700000000&sign=${SIGN}`;
    const beeline = beelineAdapter(env(beelineSearch));
    await beeline.ready();
    expect((await beeline.signInCall('ru'))?.body).toEqual({
      source: 'beeline',
      params: beelineSearch.slice(1),
      lang: 'ru',
    });
    expect(beeline.ids()).toEqual({});
    expect(await beeline.showAd('rewarded')).toBe(false);
    expect(beeline.purchase).toBeUndefined();
  });

  it("play as guests without a signed link, or with the other portal's user parameter", async () => {
    expect(await exeAdapter(env('?exe_user=42&ts=1')).signInCall('en')).toBeNull();
    expect(await exeAdapter(env(`?exe_user=42&sign=${SIGN}`)).signInCall('en')).toBeNull();
    expect(await beelineAdapter(env(`?exe_user=42&ts=1&sign=${SIGN}`)).signInCall('en')).toBeNull();
  });
});

describe('googleAdapter', () => {
  const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_';

  it("signs in with the ID token of Google's redirect (the fragment) or of the address", async () => {
    const fromHash = googleAdapter(env('?platform=google', `#id_token=${token}&state=s`));
    await fromHash.ready();
    const call = await fromHash.signInCall('en');
    expect(call?.route.path).toBe('/api/integration/launch/authenticate');
    expect(call?.body).toEqual({ source: 'google', params: `id_token=${token}`, lang: 'en' });
    const fromQuery = googleAdapter(env(`?platform=google&id_token=${token}`));
    expect((await fromQuery.signInCall('ru'))?.body).toMatchObject({ params: `id_token=${token}` });
  });

  it('plays as a guest without a token, or with something that is not a JWT', async () => {
    expect(await googleAdapter(env('?platform=google')).signInCall('en')).toBeNull();
    expect(await googleAdapter(env('?platform=google', '#id_token=not a token')).signInCall('en')).toBeNull();
  });
});
