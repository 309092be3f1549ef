import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forceManualDto, manualPageDto } from '@rol/protocol/manual-routes';
import { newsDto } from '@rol/protocol/news-routes';
import { FORCES } from '@rol/rules/content/forces';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { member, type Member } from '../forum/forum-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let admin: Member;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { accessLevel: 'ADMIN' });
  alice = await member(t);
});
afterAll(() => t.close());

const news = { kind: 'road', titleRu: 'Дорога', titleEn: 'The road', textRu: 'Новые ступени', textEn: 'New stairs' };

describe('news', () => {
  it('is written by an admin in both languages and lights the road mark until reset', async () => {
    expect((await t.get('/api/news/get/last')).json()).toBeNull();
    expectRefusal(await t.post('/api/admin/news/add', news, { token: alice.token }), 403, 'FORBIDDEN');
    expectRefusal(await t.post('/api/admin/news/add', { ...news, titleEn: '  ' }, { token: admin.token }), 400, 'VALIDATION_FAILED');
    expect((await t.post('/api/admin/news/add', news, { token: admin.token })).statusCode).toBe(200);
    // In the player's language (Russian by default), else the asked one.
    const ru = newsDto.parse((await t.get('/api/news/get/last', { token: alice.token })).json());
    expect(ru).toMatchObject({ kind: 'road', title: 'Дорога', text: 'Новые ступени' });
    expect((await t.get('/api/news/get/last', { query: { lang: 'en' } })).json()).toMatchObject({ title: 'The road' });
    const flags = async () => (await t.get('/api/player/info/current', { token: alice.token })).json<{ player: { roadNews: boolean; creatureNews: boolean } }>().player;
    expect(await flags()).toMatchObject({ roadNews: true, creatureNews: false });
    await t.post('/api/player/news/road/reset', undefined, { token: alice.token });
    expect(await flags()).toMatchObject({ roadNews: false });
    await t.post('/api/admin/news/add', { ...news, kind: 'creature', titleEn: 'Heroes' }, { token: admin.token });
    expect(await flags()).toMatchObject({ creatureNews: true });
    // The newest of one kind: the heroes window asks for the creature news its mark points at.
    await t.post('/api/admin/news/add', { ...news, titleEn: 'Later road' }, { token: admin.token });
    expect((await t.get('/api/news/get/last', { query: { lang: 'en' } })).json()).toMatchObject({ title: 'Later road' });
    expect((await t.get('/api/news/get/last', { query: { lang: 'en', kind: 'creature' } })).json()).toMatchObject({ kind: 'creature', title: 'Heroes' });
    expectRefusal(await t.get('/api/news/get/last', { query: { kind: 'gossip' } }), 400, 'VALIDATION_FAILED');
    await t.post('/api/player/news/creature/reset', undefined, { token: alice.token });
    expect(await flags()).toMatchObject({ creatureNews: false });
  });

  it('remembers that the player rated the game', async () => {
    expect((await t.get('/api/player/set/rated', { token: alice.token })).json()).toEqual({ rated: true });
    const [row] = await t.db.select({ metaData: players.metaData }).from(players).where(eq(players.id, alice.playerId));
    expect(row?.metaData).toMatchObject({ rated: true });
  });
});

describe('manual', () => {
  it('describes a force from the content tables in Russian and English', async () => {
    const en = forceManualDto.parse((await t.get('/api/manual/force/human_valor/get', { query: { lang: 'en' } })).json());
    const ru = forceManualDto.parse((await t.get('/api/manual/force/human_valor/get', { query: { lang: 'ru' } })).json());
    expect(en).toMatchObject({ warriorClass: 'human', maxRank: FORCES.human_valor.maxRank });
    expect(en.ranks[0]?.text).toBe('attack +3, always, on itself');
    expect(ru.ranks[0]?.text).toBe('атака +3, всегда, на себя');
    expect(en.ranks[1]?.text).toBe('attack +5, always, on itself');
    expectRefusal(await t.get('/api/manual/force/nope/get'), 404, 'MANUAL_NOT_FOUND');
  });

  it('answers every page, the short descriptions and the configs', async () => {
    for (const id of ['classes', 'forces', 'artifacts', 'effects', 'unlocks']) {
      const page = manualPageDto.parse((await t.get(`/api/manual/${id}/get`, { token: alice.token })).json());
      expect(page.entries.length).toBeGreaterThan(0);
    }
    expectRefusal(await t.get('/api/manual/nope/get'), 404, 'MANUAL_NOT_FOUND');
    const short = (await t.get('/api/manual/forces/short/description/get', { query: { lang: 'en' } })).json<Record<string, string>>();
    expect(Object.keys(short)).toEqual(Object.keys(FORCES));
    expect((await t.get('/api/manual/config/unlocks/get')).json()).toMatchObject({ forumLevel: 10, giftsLevel: 15 });
    expectRefusal(await t.get('/api/manual/config/nope/get'), 404, 'MANUAL_NOT_FOUND');
  });
});
