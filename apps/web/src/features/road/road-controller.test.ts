import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import { ApiError } from '../../api/api-error.ts';
import { initialRoadState, type RoadState } from '../../stores/road-store.ts';
import {
  APPROACH,
  approachPoint,
  GUARD_GAP,
  RoadController,
  SIDE_STEP,
  stopFor,
  type RoadCalls,
} from './road-controller.ts';

function place(id: number, posY: number, extra: Partial<PlaceDto> = {}): PlaceDto {
  return {
    id,
    stair: Math.floor(posY / 100) + 1,
    index: id % 16,
    posX: 200,
    posY,
    placeType: 'RESOURCE',
    tileSize: 'SMALL',
    payload: { type: 'RESOURCE', resource: 'GOLD', amount: 7 },
    creatureId: null,
    guard: null,
    taken: false,
    used: false,
    defeated: false,
    battleLost: false,
    markers: [],
    gainableAmount: null,
    gainableFullAt: null,
    inReach: false,
    ...extra,
  };
}

const guard = (id: number, posY: number) =>
  place(id, posY, {
    placeType: 'CUSTOM_PLACE',
    payload: { type: 'CUSTOM_PLACE', scenario: 'lair', markers: [] },
    guard: {
      boss: false,
      strength: 1,
      members: [{ monsterId: 'wolf', level: 1, attack: 1, defence: 1, health: 1 }],
    },
    creatureId: 'wolf',
  });

const start: RoadPositionDto = {
  coordinate: 0,
  minCoordinate: 0,
  maxCoordinate: 80,
  loadedTo: 800,
  stair: 1,
  battleStair: 1,
  bestVictoryStair: 0,
  contextId: 1,
};

const balances = {
  gold: 107,
  crystal: 0,
  elixir: 0,
  mithril: 0,
  sulfur: 0,
  caviar: 0,
  tickets: 0,
  goodPoints: 0,
  evilPoints: 0,
  eventCurrency: 0,
  bonusPoints: 0,
  goldenTickets: 0,
  orderPoints: 0,
  shadowPoints: 0,
  cups: 0,
};

function setup(overrides: Partial<RoadCalls> = {}) {
  const world = [place(17, 35), guard(16, 80), place(33, 135)];
  const calls: RoadCalls = {
    ensure: vi.fn(async (range) => ({
      coordFrom: range.from,
      coordTo: range.to,
      places: world.filter((p) => p.posY >= range.from && p.posY <= range.to),
      position: { ...start, loadedTo: range.to },
      everydayReward: { available: true, nextAt: null, reward: { GOLD: 50 } },
    })),
    setCoordinate: vi.fn(async (coordinate) => ({ position: { ...start, coordinate } })),
    takeResource: vi.fn(async (id) => ({
      place: { ...world.find((p) => p.id === id)!, taken: true },
      resource: 'GOLD' as const,
      amount: 7,
      balances,
    })),
    ...overrides,
  };
  const store = createStore<RoadState>()(() => initialRoadState);
  const deps = {
    calls,
    store,
    windowHeight: () => 500,
    walkDuration: () => 10,
    waitArrival: vi.fn(async () => undefined),
    onPosition: vi.fn(),
    onBalances: vi.fn(),
    openPlace: vi.fn(),
    texts: { blocked: (g: PlaceDto | null) => `blocked by ${g?.id ?? '?'}`, failure: () => 'failed' },
  };
  return { controller: new RoadController(deps), store, calls, deps };
}

describe('road controller', () => {
  it('loads the places around the player on start (§9)', async () => {
    const { controller, store, calls } = setup();
    await controller.start(start);
    expect(calls.ensure).toHaveBeenCalledWith({ from: 0, to: 800 });
    expect([...store.getState().places.keys()].sort()).toEqual([16, 17, 33]);
    expect(store.getState().everydayReward?.available).toBe(true);
  });

  it('forgets the old range after a jump and loads around the new place', async () => {
    let at = start;
    const { controller, store, calls } = setup({
      ensure: vi.fn(async (range) => ({
        coordFrom: range.from,
        coordTo: range.to,
        places: [place(17, 35), guard(16, 80)].filter((p) => p.posY >= range.from && p.posY <= range.to),
        position: { ...at, loadedTo: range.to },
        everydayReward: { available: false, nextAt: 1, reward: {} },
      })),
    });
    await controller.start(start);
    expect(store.getState().places.size).toBe(2);
    at = {
      ...start,
      coordinate: 5000,
      minCoordinate: 4900,
      maxCoordinate: 5080,
      loadedTo: 5000,
      contextId: 2,
    };
    controller.jumpTo(at);
    await vi.waitFor(() => expect(calls.ensure).toHaveBeenLastCalledWith({ from: 4750, to: 5800 }), { timeout: 5_000 });
    await vi.waitFor(() => expect(store.getState().loaded).toEqual({ from: 4750, to: 5800 }), { timeout: 5_000 });
    expect(store.getState().places.size).toBe(0);
    expect(store.getState().walk).toMatchObject({ coordinate: 5000, instant: true });
  });

  it('walks up to an undefeated guard, never past it, and says why', async () => {
    const { controller, store, calls } = setup();
    await controller.start(start);
    await controller.tapRoad({ coordinate: 300, posX: 300 });
    expect(calls.setCoordinate).toHaveBeenCalledWith(80 - GUARD_GAP, 1);
    expect(store.getState().walk?.coordinate).toBe(80 - GUARD_GAP);
    expect(store.getState().notice).toMatchObject({ kind: 'blocked', placeId: 16, text: 'blocked by 16' });
  });

  it('walks to a resource, takes it and sends it flying to the HUD', async () => {
    const { controller, store, calls, deps } = setup();
    await controller.start(start);
    await controller.tapPlace(17);
    expect(calls.setCoordinate).toHaveBeenCalledWith(35 - APPROACH, 1);
    expect(calls.takeResource).toHaveBeenCalledWith(17);
    expect(deps.onBalances).toHaveBeenCalledWith(balances);
    expect(store.getState().places.get(17)?.taken).toBe(true);
    expect(store.getState().flights).toEqual([{ id: 1, placeId: 17, resource: 'GOLD', amount: 7 }]);
    expect(store.getState().busyPlaceId).toBeNull();
    controller.landFlight(1);
    expect(store.getState().flights).toEqual([]);
  });

  it('does not take a resource behind a guard: walks to the guard instead', async () => {
    const { controller, store, calls } = setup();
    await controller.start(start);
    await controller.tapPlace(33);
    expect(calls.takeResource).not.toHaveBeenCalled();
    expect(store.getState().notice?.kind).toBe('blocked');
  });

  it('uses a place just below the guard from where the guard lets the squad stand', async () => {
    const { controller, calls, deps, store } = setup();
    await controller.start(start);
    store.setState({
      places: new Map([
        ...store.getState().places,
        [18, place(18, 70, { placeType: 'TALKER', payload: { type: 'TALKER', talkerId: 'nun' } })],
      ]),
    });
    await controller.tapPlace(18);
    expect(calls.setCoordinate).toHaveBeenCalledWith(80 - GUARD_GAP, 1);
    expect(deps.openPlace).toHaveBeenCalledWith(18);
    expect(store.getState().notice).toBeNull();
  });

  it('opens the window of a guard or another place once arrived', async () => {
    const { controller, deps } = setup();
    await controller.start(start);
    await controller.tapPlace(16);
    expect(deps.openPlace).toHaveBeenCalledWith(16);
  });

  it('follows the server when it refuses a stale context, then retries once', async () => {
    let calls = 0;
    const { controller, store } = setup({
      setCoordinate: vi.fn(async (coordinate, contextId) => {
        calls += 1;
        if (contextId === 1)
          throw new ApiError(409, 'CONTEXT_STALE', 'stale', { position: { ...start, contextId: 2 } });
        return { position: { ...start, coordinate, contextId } };
      }),
    });
    await controller.start(start);
    await controller.tapRoad({ coordinate: 40, posX: 300 });
    expect(calls).toBe(2);
    expect(store.getState().position).toMatchObject({ coordinate: 40, contextId: 2 });
  });

  it('stops where the server says the road is blocked', async () => {
    const { controller, store } = setup({
      ensure: vi.fn(async (range) => ({
        coordFrom: range.from,
        coordTo: range.to,
        places: [],
        position: { ...start, maxCoordinate: 800, loadedTo: range.to },
        everydayReward: { available: false, nextAt: 1, reward: {} },
      })),
      setCoordinate: vi.fn(async (coordinate) => {
        if (coordinate > 80 - GUARD_GAP)
          throw new ApiError(409, 'ROAD_BLOCKED', 'blocked', { maxCoordinate: 80 });
        return { position: { ...start, coordinate } };
      }),
    });
    await controller.start(start);
    await controller.tapRoad({ coordinate: 300, posX: 300 });
    expect(store.getState().walk?.coordinate).toBe(80 - GUARD_GAP);
    expect(store.getState().notice?.kind).toBe('blocked');
  });

  it('stands beside a place and right below a guard', () => {
    expect(approachPoint({ posX: 108, posY: 135 }, false)).toEqual({
      coordinate: 135 - APPROACH,
      posX: 108 + SIDE_STEP,
    });
    expect(approachPoint({ posX: 492, posY: 135 }, false)).toEqual({
      coordinate: 135 - APPROACH,
      posX: 492 - SIDE_STEP,
    });
    expect(approachPoint({ posX: 280, posY: 80 }, true)).toEqual({ coordinate: 80 - GUARD_GAP, posX: 280 + SIDE_STEP });
  });

  it('never stops beyond the guard or below minCoordinate', () => {
    const places = [guard(16, 80)];
    expect(stopFor(start, places, 1000).coordinate).toBe(80 - GUARD_GAP);
    expect(stopFor(start, places, -50).coordinate).toBe(0);
    expect(stopFor(start, places, 30)).toEqual({ coordinate: 30, blocked: false, blockedBy: null });
    expect(stopFor({ ...start, coordinate: 70 }, places, 1000).coordinate).toBe(70);
    expect(stopFor({ ...start, maxCoordinate: 800 }, [], 5000).coordinate).toBe(800);
  });
});
