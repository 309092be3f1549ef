import { createStore } from 'zustand/vanilla';
import type { EverydayRewardDto, PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import type { ResourceKind } from '@rol/rules/content/resources';

/** A closed range of coordinates [from, to]. */
export interface CoordRange {
  from: number;
  to: number;
}

/** Where the squad walks (the scene animates towards it). `seq` grows with every new order. */
export interface WalkOrder {
  coordinate: number;
  /** Reference x across the road (0..600). */
  posX: number;
  seq: number;
  /** A jump (turn, teleport, portal) rather than a walk. */
  instant: boolean;
}

/** Something the road tells the player next to a place, e.g. why the squad stopped. */
export interface RoadNotice {
  kind: 'blocked' | 'failed';
  /** The place it is about (the blocking guard), if any. */
  placeId: number | null;
  /** The text to show, already translated. */
  text: string;
  seq: number;
}

/** A taken resource flying from its place into the HUD. */
export interface LootFlight {
  id: number;
  placeId: number;
  resource: ResourceKind;
  amount: number;
}

export interface RoadState {
  /** Loaded places by id (§9: dropped when far behind). */
  places: ReadonlyMap<number, PlaceDto>;
  loaded: CoordRange | null;
  /** The server's word on where the player stands. */
  position: RoadPositionDto | null;
  walk: WalkOrder | null;
  /** The id of a place being walked to or acted on (its button shows busy). */
  busyPlaceId: number | null;
  notice: RoadNotice | null;
  flights: readonly LootFlight[];
  everydayReward: EverydayRewardDto | null;
  /** The place whose window is open. */
  selectedPlaceId: number | null;
}

export const initialRoadState: RoadState = {
  places: new Map(),
  loaded: null,
  position: null,
  walk: null,
  busyPlaceId: null,
  notice: null,
  flights: [],
  everydayReward: null,
  selectedPlaceId: null,
};

/** The road's state, shared by the road controller (React side) and the Road scene. */
export const roadStore = createStore<RoadState>()(() => initialRoadState);

/** Where the scene drew a place, in CSS pixels of the stage (for the accessible place layer). */
export interface PlaceBox {
  id: number;
  x: number;
  y: number;
  size: number;
}

/** What the Road scene shows right now, written by the scene as the camera moves. */
export const roadViewStore = createStore<{
  boxes: readonly PlaceBox[];
  avatar: { x: number; y: number } | null;
  /** Where the road's playing field begins (CSS pixels from the stage's top): below the HUD's top block. */
  fieldTop: number;
  /** Which bar published `fieldTop` (a bar leaving clears only its own line, even when another drew the same). */
  fieldTopOwner: symbol | null;
}>()(() => ({
  boxes: [],
  avatar: null,
  fieldTop: 0,
  fieldTopOwner: null,
}));
