import type { ArtifactId } from '../content/artifacts.ts';
import type { ConsumableId } from '../content/consumables.ts';
import type { MonsterId } from '../content/monsters.ts';
import type { PlaceType, TileSize } from '../content/places.ts';
import type { ResourceAmounts, ResourceKind } from '../content/resources.ts';
import type { RuneId } from '../content/runes.ts';
import type { SkillType } from '../content/skills.ts';
import type { ScriptId, TalkerId } from '../content/story.ts';

/** One creature of a guard group, with its stats already resolved for the stair. */
export interface MonsterGroupMember {
  monsterId: MonsterId;
  level: number;
  attack: number;
  defence: number;
  health: number;
}

/** The creatures guarding a place (1 to 6); the same for every player. */
export interface MonsterGroup {
  stair: number;
  boss: boolean;
  /** The group's worth in heroes of its level (monster-curve.ts). */
  strength: number;
  members: MonsterGroupMember[];
}

/** What a place holds, by place type. */
export type PlacePayload =
  | { type: 'RESOURCE'; resource: ResourceKind; amount: number }
  | { type: 'CUSTOM_PLACE'; scenario: 'lair' | 'boss_lair' | 'shrine' | 'camp'; markers: string[] }
  | { type: 'ARTIFACT'; artifactId: ArtifactId; level: number }
  | { type: 'RUNE'; runeId: RuneId }
  | { type: 'CONSUMABLE'; consumableId: ConsumableId; count: number }
  | { type: 'POINTER'; targetStair: number; hint: 'boss' | 'portal' }
  | { type: 'TURN'; side: 'left' | 'right'; targetCoordinate: number }
  | { type: 'GAINABLE'; resource: ResourceKind; amountPerHour: number; capacity: number }
  | { type: 'SCRIPT'; scriptId: ScriptId }
  | { type: 'PORTAL'; targetStairs: number[]; price: ResourceAmounts }
  | { type: 'SKILL'; skillType: SkillType; points: number }
  | { type: 'TALKER'; talkerId: TalkerId };

/**
 * A place on the road (§3). `id` is stable: stair × PLACES_PER_STAIR + index. A place with a
 * `guard` blocks the road until the player defeats it (docs/architecture.md, "Game design baseline").
 */
export interface RoadPlace {
  id: number;
  stair: number;
  index: number;
  posX: number;
  posY: number;
  placeType: PlaceType;
  tileSize: TileSize;
  payload: PlacePayload;
  guard: MonsterGroup | null;
}

/** Room for place indices on one stair; a stair never holds more places than this. */
export const PLACES_PER_STAIR = 16;

export function placeIdOf(stair: number, index: number): number {
  return stair * PLACES_PER_STAIR + index;
}

export function stairOfPlaceId(id: number): number {
  return Math.floor(id / PLACES_PER_STAIR);
}
