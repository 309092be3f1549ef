import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.guest()).token;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown, form = false) => t.post(path, body, { token, form });
const current = async () => (await t.get('/api/player/current', { token })).json<Record<string, unknown>>();

describe('settings (§2, §7 Player)', () => {
  it('updateMoveSpeedMode toggles, or sets the given mode', async () => {
    expect((await post('/api/player/updateMoveSpeedMode')).json()).toEqual({ moveSpeedMode: 'DOUBLED_MODE' });
    expect((await post('/api/player/updateMoveSpeedMode', {})).json()).toEqual({
      moveSpeedMode: 'DEFAULT_MODE',
    });
    expect(
      (await post('/api/player/updateMoveSpeedMode', { moveSpeedMode: 'DOUBLED_MODE' }, true)).json(),
    ).toEqual({ moveSpeedMode: 'DOUBLED_MODE' });
    expect((await post('/api/player/updateMoveSpeedMode', { moveSpeedMode: 'DOUBLED_MODE' })).json()).toEqual(
      { moveSpeedMode: 'DOUBLED_MODE' },
    );
    expect(await current()).toMatchObject({ moveSpeedMode: 'DOUBLED_MODE' });
    expectRefusal(
      await post('/api/player/updateMoveSpeedMode', { moveSpeedMode: 'WARP' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await post('/api/player/updateMoveSpeedMode', { moveSpeedMode: 2 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('updateSoundMute toggles, or sets the given value', async () => {
    expect((await post('/api/player/updateSoundMute', {})).json()).toEqual({ soundMute: true });
    expect((await post('/api/player/updateSoundMute', {})).json()).toEqual({ soundMute: false });
    expect((await post('/api/player/updateSoundMute', { soundMute: 'true' }, true)).json()).toEqual({
      soundMute: true,
    });
    expect((await post('/api/player/updateSoundMute', { soundMute: false })).json()).toEqual({
      soundMute: false,
    });
    expectRefusal(await post('/api/player/updateSoundMute', { soundMute: 'loud' }), 400, 'VALIDATION_FAILED');
  });

  it('ui/switch and push/switch toggle', async () => {
    expect((await post('/api/player/ui/switch', {})).json()).toEqual({ interfaceMode: 'MODERN' });
    expect((await post('/api/player/ui/switch', {})).json()).toEqual({ interfaceMode: 'ORIGINAL' });
    expect((await post('/api/player/push/switch', {})).json()).toEqual({ pushEnabled: true });
    expect(await current()).toMatchObject({ pushEnabled: true, interfaceMode: 'ORIGINAL' });
  });

  it('two quick toggles both count', async () => {
    await Promise.all([post('/api/player/ui/switch', {}), post('/api/player/ui/switch', {})]);
    expect(await current()).toMatchObject({ interfaceMode: 'ORIGINAL' });
  });

  it('set/quality/{q} takes any case and refuses unknown qualities', async () => {
    expect((await post('/api/player/set/quality/high', {})).json()).toEqual({ quality: 'HIGH' });
    expect((await post('/api/player/set/quality/LOWEST')).json()).toEqual({ quality: 'LOWEST' });
    const info = (await t.get('/api/player/info/current', { token })).json<{ quality: string }>();
    expect(info.quality).toBe('LOWEST');
    expectRefusal(await post('/api/player/set/quality/ultra', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await post(`/api/player/set/quality/${'h'.repeat(30)}`, {}), 400, 'VALIDATION_FAILED');
  });

  it('lang/switch toggles and lang/switch/{lang} sets', async () => {
    expect((await post('/api/player/lang/switch', {})).json()).toEqual({ lang: 'RU' });
    expect((await post('/api/player/lang/switch', {})).json()).toEqual({ lang: 'EN' });
    expect((await post('/api/player/lang/switch/ru', {})).json()).toEqual({ lang: 'RU' });
    expect((await post('/api/player/lang/switch/EN', {})).json()).toEqual({ lang: 'EN' });
    expectRefusal(await post('/api/player/lang/switch/de', {}), 400, 'VALIDATION_FAILED');
  });

  it('version/update stores the build and says whether it is outdated', async () => {
    expect((await post('/api/player/version/update', { frontVersion: 600 })).json()).toEqual({
      frontVersion: 600,
      outdated: true,
    });
    expect((await post('/api/player/version/update', { frontVersion: '631' }, true)).json()).toEqual({
      frontVersion: 631,
      outdated: false,
    });
    expectRefusal(await post('/api/player/version/update', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await post('/api/player/version/update', { frontVersion: -1 }), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await post('/api/player/version/update', { frontVersion: 'latest' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
