import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceDto } from '@rol/protocol/place-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { TaskDto } from '@rol/protocol/task-dto';
import { activeEvents, runAt, type EventRun } from '@rol/rules/world/events-calendar';
import { eventPlaceOf } from '@rol/rules/world/event-places';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { eventCurrencyOf, eventCurrencyStandings } from '../../src/progress/event-currency-query.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { placePlayerAt } from '../road/road-test-kit.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const MINUTE = 60_000;
const HALLOWEEN_START = moscowTimeToUtc(2026, 10, 28, 1, 0);
const HALLOWEEN_LAST = moscowTimeToUtc(2026, 10, 30, 3, 59);
const KUPALA_START = moscowTimeToUtc(2026, 7, 5, 8, 0);
const KUPALA_LAST = moscowTimeToUtc(2026, 7, 7, 23, 59);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(moscowTimeToUtc(2026, 3, 1)) });
});
afterAll(() => t.close());

function setClock(ms: number) {
  t.clock.advance(ms - t.clock());
}

/** The first stair from 2 up holding the run's currency place. */
function firstEventPlace(run: EventRun) {
  for (let stair = 2; stair < 200; stair += 1) {
    const place = eventPlaceOf(t.app.config.worldSeed, stair, run);
    if (place) return place;
  }
  throw new Error('no event place');
}

async function eventPlacesNear(token: string, coordinate: number): Promise<PlaceDto[]> {
  const res = await t.get('/api/place/v3/ensure', { token, query: { coordFrom: coordinate - 100, coordTo: coordinate + 100 } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ places: PlaceDto[] }>()
    .places.filter((p) => p.placeType === 'RESOURCE' && JSON.stringify(p).includes('EVENT_CURRENCY'));
}

async function eventTasks(token: string): Promise<number[]> {
  const res = await t.get('/api/task/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tasks: TaskDto[] }>().tasks.filter((x) => x.kind === 'event').map((x) => x.taskNumber);
}

/** A Russian-language player (registered without a language: Russian is the default). */
async function russianPlayer(name: string) {
  const me = await t.player(name);
  const info = (await t.get('/api/player/info', { token: me.token })).json<PlayerInfoDto>();
  expect(info.player.lang).toBe('RU');
  return me;
}

describe('time-limited events', () => {
  it('Halloween: currency places and event tasks a minute before (none), at and after its start, and gone a minute after its end', async () => {
    setClock(HALLOWEEN_START);
    const run = runAt('halloween', HALLOWEEN_START)!;
    const place = firstEventPlace(run);
    const me = await t.guest();
    await placePlayerAt(t, me, place.posY);

    setClock(HALLOWEEN_START - MINUTE);
    expect(await eventPlacesNear(me.token, place.posY)).toEqual([]);
    expect(await eventTasks(me.token)).toEqual([]);
    expectRefusal(await t.get(`/api/resourcePlace/${place.id}/take`, { token: me.token }), 404, 'PLACE_NOT_FOUND');

    for (const at of [HALLOWEEN_START, HALLOWEEN_START + MINUTE, HALLOWEEN_LAST]) {
      setClock(at);
      expect((await eventPlacesNear(me.token, place.posY)).map((p) => p.id)).toContain(place.id);
      expect(await eventTasks(me.token)).toEqual([301, 302]);
    }

    const before = await balanceOf(t.db, me.playerId, 'eventCurrency');
    const res = await t.get(`/api/resourcePlace/${place.id}/take`, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const amount = place.payload.type === 'RESOURCE' ? place.payload.amount : 0;
    expect(await balanceOf(t.db, me.playerId, 'eventCurrency')).toBe(before + amount);
    expectRefusal(await t.get(`/api/resourcePlace/${place.id}/take`, { token: me.token }), 409, 'PLACE_ALREADY_TAKEN');
    const tasks = (await t.get('/api/task/list', { token: me.token })).json<{ tasks: TaskDto[] }>().tasks;
    expect(tasks.find((x) => x.taskNumber === 301)?.progress).toBe(amount);

    // The eventPosition rating's query: what was collected during this run.
    expect(await eventCurrencyOf(t.db, me.playerId, run)).toBe(amount);
    expect(await eventCurrencyStandings(t.db, run, { limit: 100, offset: 0 })).toContainEqual({
      playerId: me.playerId,
      collected: amount,
    });
    expect(await eventCurrencyOf(t.db, me.playerId, runAt('halloween', moscowTimeToUtc(2027, 10, 29))!)).toBe(0);

    setClock(HALLOWEEN_LAST + MINUTE);
    expect(await eventPlacesNear(me.token, place.posY)).toEqual([]);
    expect(await eventTasks(me.token)).toEqual([]);
    expectRefusal(await t.get(`/api/resourcePlace/${place.id}/take`, { token: me.token }), 404, 'PLACE_NOT_FOUND');
    // What was collected stays: the rewards outlive the event.
    expect(await balanceOf(t.db, me.playerId, 'eventCurrency')).toBe(before + amount);

    // The next year's Halloween brings the place back untaken.
    setClock(moscowTimeToUtc(2027, 10, 29, 12, 0));
    const next = runAt('halloween', t.clock())!;
    if (eventPlaceOf(t.app.config.worldSeed, place.stair, next)?.id === place.id) {
      const again = (await eventPlacesNear(me.token, place.posY)).find((p) => p.id === place.id);
      expect(again?.taken).toBe(false);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('Ivan Kupala runs for a Russian-language player only: a minute before, at and after each boundary', async () => {
    const ru = await russianPlayer('kupala-ru');
    const en = await t.guest();
    const run = activeEvents(KUPALA_START, 'RU').find((r) => r.eventId === 'ivan_kupala')!;
    const place = firstEventPlace(run);
    setClock(KUPALA_START);
    await placePlayerAt(t, ru, place.posY);
    await placePlayerAt(t, en, place.posY);
    const cases: [number, boolean][] = [
      [KUPALA_START - MINUTE, false],
      [KUPALA_START, true],
      [KUPALA_START + MINUTE, true],
      [KUPALA_LAST - MINUTE, true],
      [KUPALA_LAST, true],
      [KUPALA_LAST + MINUTE, false],
    ];
    for (const [at, on] of cases) {
      setClock(at);
      expect((await eventPlacesNear(ru.token, place.posY)).length > 0, `RU at ${new Date(at).toISOString()}`).toBe(on);
      expect(await eventTasks(ru.token)).toEqual(on ? [341] : []);
      expect(await eventPlacesNear(en.token, place.posY)).toEqual([]);
      expect(await eventTasks(en.token)).toEqual([]);
    }
    setClock(KUPALA_START);
    expectRefusal(await t.get(`/api/resourcePlace/${place.id}/take`, { token: en.token }), 404, 'PLACE_NOT_FOUND');
    expect((await t.get(`/api/resourcePlace/${place.id}/take`, { token: ru.token })).statusCode).toBe(200);
  });
});
