import type { ClanAmounts } from './clan-treasury.ts';

/** §3 building types. */
export const BUILDING_TYPES = ['EXPERIENCE', 'CLAN_SHIELD', 'SNOW_WORLD', 'GEAR_FACTORY', 'HALL_OF_FAME'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const BUILDING_MAX_LEVEL = 5;

const HOUR_MS = 3_600_000;

interface BuildingDef {
  /** Treasury gold and other resources for level L (1-based): base × L². */
  baseCost: ClanAmounts;
  /** Hours to build level L: baseHours × L. */
  baseHours: number;
}

export const BUILDINGS: Record<BuildingType, BuildingDef> = {
  EXPERIENCE: { baseCost: { gold: 20_000, redCrystals: 20 }, baseHours: 2 },
  CLAN_SHIELD: { baseCost: { gold: 25_000, blueCrystals: 40 }, baseHours: 3 },
  SNOW_WORLD: { baseCost: { gold: 30_000, redCrystals: 30 }, baseHours: 4 },
  GEAR_FACTORY: { baseCost: { gold: 15_000, blueCrystals: 20 }, baseHours: 2 },
  HALL_OF_FAME: { baseCost: { gold: 40_000, redCrystals: 40, blueCrystals: 40 }, baseHours: 6 },
};

/** What building `toLevel` costs from the treasury. */
export function buildingCost(type: BuildingType, toLevel: number): ClanAmounts {
  const cost: ClanAmounts = {};
  for (const [resource, base] of Object.entries(BUILDINGS[type].baseCost))
    cost[resource as keyof ClanAmounts] = (base as number) * toLevel * toLevel;
  return cost;
}

export function buildingDurationMs(type: BuildingType, toLevel: number): number {
  return BUILDINGS[type].baseHours * toLevel * HOUR_MS;
}

/** Speeding up: 1 treasury gem per started 5 minutes left. */
export const SPEEDUP_MINUTES_PER_GEM = 5;
export function speedupGems(remainingMs: number): number {
  if (remainingMs <= 0) return 0;
  return Math.ceil(remainingMs / (SPEEDUP_MINUTES_PER_GEM * 60_000));
}

/** A building as stored: its completed level and a running upgrade's end. */
export interface BuildingState {
  level: number;
  upgradeEndsAtMs: number | null;
}

/** The building at `nowMs`, resolved lazily: an upgrade whose time has come counts as completed. */
export function resolvedBuilding(state: BuildingState, nowMs: number): BuildingState {
  if (state.upgradeEndsAtMs !== null && state.upgradeEndsAtMs <= nowMs)
    return { level: state.level + 1, upgradeEndsAtMs: null };
  return state;
}

export function buildingStatus(state: BuildingState, nowMs: number): 'PROCESSING' | 'NORMAL' {
  return resolvedBuilding(state, nowMs).upgradeEndsAtMs === null ? 'NORMAL' : 'PROCESSING';
}

/** What each level gives the members. */
export interface BuildingEffects {
  /** EXPERIENCE: + per cent battle experience. */
  experiencePercent: number;
  /** CLAN_SHIELD: + per cent of the heroes' health in battle. */
  shieldHealthPercent: number;
  /** SNOW_WORLD: the snow world opens from level 1; its pressure lasts this many hours per visit. */
  snowWorldHours: number;
  /** GEAR_FACTORY: the daily gift's size multiplier (0: no factory, no gift). */
  factoryOutput: number;
  /** HALL_OF_FAME: the highest level each hall force may reach. */
  hallMaxLevel: number;
}

export function buildingEffects(levels: Partial<Record<BuildingType, number>>): BuildingEffects {
  const level = (type: BuildingType) => levels[type] ?? 0;
  return {
    experiencePercent: 5 * level('EXPERIENCE'),
    shieldHealthPercent: 3 * level('CLAN_SHIELD'),
    snowWorldHours: level('SNOW_WORLD') === 0 ? 0 : 2 + 2 * level('SNOW_WORLD'),
    factoryOutput: level('GEAR_FACTORY'),
    hallMaxLevel: 2 * level('HALL_OF_FAME'),
  };
}

export function isBuildingType(value: string): value is BuildingType {
  return (BUILDING_TYPES as readonly string[]).includes(value);
}
