import type { StoreApi } from 'zustand/vanilla';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import {
  roadPositionDto,
  type EverydayRewardDto,
  type PlaceDto,
  type RoadPositionDto,
} from '@rol/protocol/place-dto';
import { PLACE_REACH } from '@rol/protocol/place-routes';
import type { ResourceKind } from '@rol/rules/content/resources';
import { MAX_RANGE_SPAN } from '@rol/rules/road/coordinates';
import { isApiError } from '../../api/api-error.ts';
import { placeState } from '../../art/place-art.ts';
import {
  dropBehind,
  mergeRange,
  rangeToLoad,
  trimRange,
} from '../../game/road/place-loading.ts';
import type { CoordRange, RoadState } from '../../stores/road-store.ts';

/** The squad stops this far below an undefeated guard (coordinates), facing it. */
export const GUARD_GAP = 36;
/** The squad stops a little below a place it walks to and SIDE_STEP beside it, so both stay in view. */
export const APPROACH = 4;
export const SIDE_STEP = 84;

/**
 * Where the squad stands to use `place`: facing a guard from below, beside anything else — always a
 * side step towards the road's middle, so the squad's medallion never covers the place.
 */
export function approachPoint(place: Pick<PlaceDto, 'posX' | 'posY'>, guarded: boolean): RoadPoint {
  const posX = place.posX + (place.posX >= 300 ? -SIDE_STEP : SIDE_STEP);
  if (guarded) return { coordinate: place.posY - GUARD_GAP, posX };
  return { coordinate: place.posY - APPROACH, posX };
}
/** Extra time allowed for the scene to report an arrival after the walk's own duration. */
const ARRIVAL_SLACK_MS = 1500;

export interface EnsureAnswer {
  coordFrom: number;
  coordTo: number;
  places: PlaceDto[];
  position: RoadPositionDto;
  everydayReward: EverydayRewardDto;
}

export interface TakeAnswer {
  place: PlaceDto;
  resource: ResourceKind;
  amount: number;
  balances: BalancesDto;
}

/** The road calls the controller makes (§7 Places, Player). */
export interface RoadCalls {
  ensure(range: CoordRange): Promise<EnsureAnswer>;
  setCoordinate(coordinate: number, contextId: number): Promise<{ position: RoadPositionDto }>;
  takeResource(placeId: number): Promise<TakeAnswer>;
}

export interface RoadPoint {
  coordinate: number;
  posX: number;
}

export interface RoadControllerDeps {
  calls: RoadCalls;
  store: StoreApi<RoadState>;
  /** §9 virtual window height, in coordinates. */
  windowHeight(): number;
  walkDuration(from: RoadPoint, to: RoadPoint): number;
  /** Waits until the scene reports the squad arrived for walk `seq`, or `timeoutMs` passes. */
  waitArrival(seq: number, timeoutMs: number): Promise<void>;
  /** The cached player follows the road: position fields and balances. */
  onPosition(position: RoadPositionDto): void;
  onBalances(balances: BalancesDto): void;
  openPlace(placeId: number): void;
  texts: {
    blocked(guard: PlaceDto | null): string;
    failure(error: unknown): string;
  };
}

let walkOrders = 0;

/** The first undefeated guard at or above `coordinate` among the loaded places. */
export function blockerAbove(places: Iterable<PlaceDto>, coordinate: number): PlaceDto | null {
  let best: PlaceDto | null = null;
  for (const place of places) {
    if (place.guard === null || place.defeated || place.posY < coordinate - 1e-9) continue;
    if (best === null || place.posY < best.posY || (place.posY === best.posY && place.id < best.id))
      best = place;
  }
  return best;
}

/**
 * Where a walk towards `target` stops: never below minCoordinate, never beyond the loaded world,
 * and GUARD_GAP below the next undefeated guard (the server refuses passing it, §3 maxCoordinate;
 * when that guard is not loaded, maxCoordinate stands for it). `blocked` says the guard stopped
 * the walk short of its target; `blockedBy` is that guard when it is loaded.
 */
export function stopFor(
  position: RoadPositionDto,
  places: Iterable<PlaceDto>,
  target: number,
): { coordinate: number; blocked: boolean; blockedBy: PlaceDto | null } {
  const from = position.coordinate;
  const blocker = blockerAbove(places, from);
  const guardY =
    blocker?.posY ?? (position.maxCoordinate < position.loadedTo ? position.maxCoordinate : null);
  let max = Math.min(position.maxCoordinate, position.loadedTo);
  if (guardY !== null) max = Math.min(max, Math.max(from, guardY - GUARD_GAP));
  const coordinate = Math.max(position.minCoordinate, Math.min(target, max));
  const blocked = guardY !== null && target > max + 1e-9;
  return { coordinate, blocked, blockedBy: blocked ? blocker : null };
}

/**
 * Runs the road for the React side (docs/architecture.md, "Front end"): keeps places loaded around the player (§9), turns
 * taps into walks that the server confirms (POST coordinate/set), takes resources and opens place
 * windows once the squad has arrived. The scene only draws `store` and reports arrivals.
 */
export class RoadController {
  private walkSeq = 0;
  private flightSeq = 0;
  private noticeSeq = 0;
  private loading: Promise<void> | null = null;
  private moves: Promise<unknown> = Promise.resolve();
  private avatar: RoadPoint = { coordinate: 0, posX: 300 };
  private disposed = false;

  constructor(private readonly deps: RoadControllerDeps) {}

  /** Starts from the player's cached position: the squad stands there, places load around it. */
  start(position: RoadPositionDto): Promise<void> {
    this.avatar = { coordinate: position.coordinate, posX: 300 };
    this.deps.store.setState({
      position,
      walk: { coordinate: position.coordinate, posX: 300, seq: this.nextSeq(), instant: true },
    });
    return this.ensureLoaded();
  }

  dispose(): void {
    this.disposed = true;
  }

  /**
   * Walk orders are numbered across controllers (a Road scene started again after a battle gets a
   * new one), so an arrival reported for an older order never passes for a newer one.
   */
  private nextSeq(): number {
    walkOrders += 1;
    this.walkSeq = walkOrders;
    return walkOrders;
  }

  private get state(): RoadState {
    return this.deps.store.getState();
  }

  /** Loads what §9 asks for around the player, again until nothing is missing. */
  ensureLoaded(): Promise<void> {
    if (this.loading) return this.loading;
    const run = async () => {
      for (let round = 0; round < 4 && !this.disposed; round += 1) {
        const position = this.state.position;
        if (!position) return;
        const wanted = rangeToLoad(position.coordinate, this.deps.windowHeight(), this.state.loaded);
        if (wanted === null) return;
        const range = { from: wanted.from, to: Math.min(wanted.to, wanted.from + MAX_RANGE_SPAN) };
        const answer = await this.deps.calls.ensure(range);
        if (this.disposed) return;
        this.acceptPlaces(answer.places, { from: answer.coordFrom, to: answer.coordTo });
        this.deps.store.setState({ everydayReward: answer.everydayReward });
        this.setPosition(answer.position, false);
      }
    };
    this.loading = run().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Keeps the places of the loaded range only: §9 drops what lies far behind, a jump drops the old range. */
  private acceptPlaces(incoming: readonly PlaceDto[], range: CoordRange): void {
    const coordinate = this.state.position?.coordinate ?? 0;
    const loaded = trimRange(mergeRange(this.state.loaded, range), coordinate);
    const places = new Map(this.state.places);
    for (const place of incoming) places.set(place.id, place);
    const inRange = [...places.values()].filter(
      (p) => loaded !== null && p.posY >= loaded.from && p.posY <= loaded.to,
    );
    const kept = new Map(dropBehind(inRange, coordinate).map((p) => [p.id, p]));
    this.deps.store.setState({ places: kept, loaded });
  }

  /** A place changed (taken, used, marked): the road shows its new state. */
  applyPlace(place: PlaceDto): void {
    const places = new Map(this.state.places);
    places.set(place.id, place);
    this.deps.store.setState({ places });
  }

  /** The server's word on the position; `load` asks for the places it needs next. */
  setPosition(position: RoadPositionDto, load = true): void {
    this.deps.store.setState({ position });
    this.deps.onPosition(position);
    if (load) void this.ensureLoaded().catch(() => undefined);
  }

  /** The server moved the player (turn, teleport, portal): the squad appears there at once. */
  jumpTo(position: RoadPositionDto): void {
    this.avatar = { coordinate: position.coordinate, posX: 300 };
    this.deps.store.setState({
      walk: { coordinate: position.coordinate, posX: 300, seq: this.nextSeq(), instant: true },
      notice: null,
    });
    this.setPosition(position);
  }

  /** A tap on the road: walk there, or as far as the road allows and say why. */
  async tapRoad(point: RoadPoint): Promise<void> {
    await this.walk(point, true);
  }

  /**
   * A tap on a place: walk to it, then take a resource or open the place's window. A place behind
   * an undefeated guard is out of reach: the squad walks up to the guard, which says so.
   */
  async tapPlace(placeId: number): Promise<void> {
    const place = this.state.places.get(placeId);
    const position = this.state.position;
    if (!place || !position) return;
    const state = placeState(place);
    const blocker = blockerAbove(this.state.places.values(), position.coordinate);
    if (blocker !== null && place.posY > blocker.posY) {
      await this.walk({ coordinate: place.posY, posX: place.posX }, true);
      return;
    }
    const guarded = state === 'guarded' || state === 'battle-lost';
    const approach = approachPoint(place, guarded);
    this.deps.store.setState({ busyPlaceId: placeId });
    try {
      const arrived = await this.walk(approach, false);
      if (!arrived || Math.abs((this.state.position?.coordinate ?? Number.NaN) - place.posY) > PLACE_REACH)
        return;
      if (place.placeType === 'RESOURCE' && !guarded) {
        if (state === 'open') await this.take(placeId);
        return;
      }
      this.deps.openPlace(placeId);
    } finally {
      if (this.state.busyPlaceId === placeId) this.deps.store.setState({ busyPlaceId: null });
    }
  }

  /** Forgets a flight once its animation has ended. */
  landFlight(id: number): void {
    this.deps.store.setState({ flights: this.state.flights.filter((f) => f.id !== id) });
  }

  private async take(placeId: number): Promise<void> {
    try {
      const answer = await this.deps.calls.takeResource(placeId);
      this.applyPlace(answer.place);
      this.deps.onBalances(answer.balances);
      const flight = { id: ++this.flightSeq, placeId, resource: answer.resource, amount: answer.amount };
      this.deps.store.setState({ flights: [...this.state.flights, flight] });
    } catch (error) {
      this.notify('failed', placeId, this.deps.texts.failure(error));
    }
  }

  private notify(kind: 'blocked' | 'failed', placeId: number | null, text: string): void {
    this.deps.store.setState({ notice: { kind, placeId, text, seq: ++this.noticeSeq } });
  }

  /**
   * Walks towards `target` as far as the road allows; true when the squad got where the road let
   * it and the server agreed (stopping short at a guard still counts). A newer walk makes an older
   * one return false.
   */
  private async walk(target: RoadPoint, explainBlock: boolean): Promise<boolean> {
    const position = this.state.position;
    if (!position) return false;
    const stop = stopFor(position, this.state.places.values(), target.coordinate);
    const seq = this.order({ coordinate: stop.coordinate, posX: target.posX });
    if (stop.blocked && explainBlock)
      this.notify('blocked', stop.blockedBy?.id ?? null, this.deps.texts.blocked(stop.blockedBy));
    else if (this.state.notice) this.deps.store.setState({ notice: null });
    const arrival = this.deps.waitArrival(
      seq,
      this.deps.walkDuration(this.avatarBefore, this.avatar) + ARRIVAL_SLACK_MS,
    );
    const agreed =
      Math.abs(stop.coordinate - position.coordinate) < 1e-6 ? true : await this.send(stop.coordinate, seq);
    await arrival;
    return agreed && seq === this.walkSeq && !this.disposed;
  }

  private avatarBefore: RoadPoint = this.avatar;

  /** Gives the scene a new walk order; returns its seq. */
  private order(point: RoadPoint): number {
    this.avatarBefore = this.avatar;
    this.avatar = point;
    const seq = this.nextSeq();
    this.deps.store.setState({ walk: { ...point, seq, instant: false } });
    return seq;
  }

  /** POST coordinate/set, one at a time and in order; handles the §7 refusals. */
  private send(coordinate: number, seq: number): Promise<boolean> {
    const next = this.moves.then(() => this.sendNow(coordinate, seq, true));
    this.moves = next.catch(() => undefined);
    return next;
  }

  private async sendNow(coordinate: number, seq: number, retryStale: boolean): Promise<boolean> {
    const position = this.state.position;
    if (!position || this.disposed) return false;
    // A newer walk has been ordered meanwhile: only the latest one goes to the server.
    if (seq !== this.walkSeq) return false;
    try {
      const answer = await this.deps.calls.setCoordinate(coordinate, position.contextId);
      this.setPosition(answer.position);
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      const details = error.details ?? {};
      if (error.code === 'CONTEXT_STALE') {
        const parsed = roadPositionDto.safeParse(details['position'] ?? details);
        if (parsed.success) {
          this.setPosition(parsed.data);
          if (retryStale) return this.sendNow(coordinate, seq, false);
        }
      }
      if (error.code === 'ROAD_BLOCKED' && typeof details['maxCoordinate'] === 'number') {
        this.setPosition({ ...position, maxCoordinate: details['maxCoordinate'] });
        await this.ensureLoaded().catch(() => undefined);
        const fixed = this.state.position ?? position;
        const stop = stopFor(fixed, this.state.places.values(), coordinate);
        const blocker = stop.blockedBy ?? blockerAbove(this.state.places.values(), fixed.coordinate);
        this.notify('blocked', blocker?.id ?? null, this.deps.texts.blocked(blocker));
        if (stop.coordinate !== coordinate && seq === this.walkSeq) {
          const again = this.order({ coordinate: stop.coordinate, posX: this.avatar.posX });
          return this.sendNow(stop.coordinate, again, false).then(() => false);
        }
        return false;
      }
      this.notify('failed', null, this.deps.texts.failure(error));
      // The squad goes back to where the server says it stands.
      const current = this.state.position ?? position;
      if (seq === this.walkSeq) this.order({ coordinate: current.coordinate, posX: this.avatar.posX });
      return false;
    }
  }
}
