import type { ResourceAmounts } from '../content/resources.ts';

/**
 * Boosters and sets (content). Two slots: the experience booster has its own, and one set
 * (silver, gold or platinum) fills the other, so a booster and a set can run together; their
 * experience bonuses add up. Prices are in gems (mithril) through the ledger.
 */
export const BOOSTER_IDS = ['experience', 'silver', 'gold', 'platinum'] as const;
export type BoosterId = (typeof BOOSTER_IDS)[number];
export type BoosterSlot = 'experience' | 'set';

export interface BoosterEffects {
  /** Extra experience after a won battle, as a fraction (1 = +100 %). */
  experience: number;
  /** Extra health per hero level above the first, as a fraction of the class's growth (4 = +400 %). */
  healthPerLevel: number;
  /** Health recovery multiplier (1 = the normal +1 per minute). */
  regeneration: number;
}

export interface BoosterDef {
  slot: BoosterSlot;
  hours: number;
  price: ResourceAmounts;
  effects: BoosterEffects;
}

const HOUR_MS = 3_600_000;

export const BOOSTERS: Record<BoosterId, BoosterDef> = {
  experience: { slot: 'experience', hours: 8, price: { MITHRIL: 40 }, effects: { experience: 1, healthPerLevel: 0, regeneration: 1 } },
  silver: { slot: 'set', hours: 1, price: { MITHRIL: 15 }, effects: { experience: 1, healthPerLevel: 1, regeneration: 5 } },
  gold: { slot: 'set', hours: 24, price: { MITHRIL: 150 }, effects: { experience: 2, healthPerLevel: 2, regeneration: 10 } },
  platinum: { slot: 'set', hours: 72, price: { MITHRIL: 400 }, effects: { experience: 4, healthPerLevel: 4, regeneration: 20 } },
};

export function isBoosterId(value: string): value is BoosterId {
  return (BOOSTER_IDS as readonly string[]).includes(value);
}

export const boosterDurationMs = (id: BoosterId): number => BOOSTERS[id].hours * HOUR_MS;

/** What runs in one slot: the booster and its window (epoch ms, `endsAt` exclusive). */
export interface BoosterWindow {
  boosterId: BoosterId;
  startedAt: number;
  endsAt: number;
}

export const isActive = (span: BoosterWindow | null | undefined, atMs: number): span is BoosterWindow =>
  !!span && span.startedAt <= atMs && atMs < span.endsAt;

export type BoosterAction = 'activate' | 'prolong' | 'replace';
export type BoosterRefusal = 'BOOSTER_ACTIVE' | 'BOOSTER_NOT_ACTIVE' | 'BOOSTER_SAME';

/**
 * The slot's window after `action` with `boosterId` at `nowMs`, or why not:
 * activate — the slot is free (nothing active): the booster runs from now;
 * prolong — the same booster is active: its end moves by one duration;
 * replace — another booster of the slot is active: it stops now and this one runs from now.
 */
export function boosterAfter(
  current: BoosterWindow | null,
  boosterId: BoosterId,
  action: BoosterAction,
  nowMs: number,
): { ok: true; window: BoosterWindow } | { ok: false; error: BoosterRefusal } {
  const active = isActive(current, nowMs) ? current : null;
  const fresh = { ok: true as const, window: { boosterId, startedAt: nowMs, endsAt: nowMs + boosterDurationMs(boosterId) } };
  if (action === 'activate') return active ? { ok: false, error: 'BOOSTER_ACTIVE' } : fresh;
  if (!active) return { ok: false, error: 'BOOSTER_NOT_ACTIVE' };
  if (action === 'prolong') {
    if (active.boosterId !== boosterId) return { ok: false, error: 'BOOSTER_NOT_ACTIVE' };
    return { ok: true, window: { ...active, endsAt: active.endsAt + boosterDurationMs(boosterId) } };
  }
  return active.boosterId === boosterId ? { ok: false, error: 'BOOSTER_SAME' } : fresh;
}

/** Experience of a won battle with the boosters active at `atMs` (rounded down). */
export function boostedExperience(experience: number, windows: readonly (BoosterWindow | null)[], atMs: number): number {
  if (experience <= 0) return experience;
  const extra = windows.reduce((sum, w) => sum + (isActive(w, atMs) ? BOOSTERS[w.boosterId].effects.experience : 0), 0);
  return Math.floor(experience * (1 + extra));
}

/**
 * A set's extra chance of a guard's trophy (the artifact or consumable a won road battle may bring),
 * as a fraction of the chance: silver a quarter more likely, gold half, platinum twice (capped at
 * certain). The experience booster gives none.
 */
export const TROPHY_BONUS: Record<BoosterId, number> = { experience: 0, silver: 0.25, gold: 0.5, platinum: 1 };

/**
 * The battle status's bonuses from the boosters running at `atMs`, in percent: `battle` the extra
 * experience a win brings (the experience effects added up, +500 with the booster and platinum),
 * `chest` the extra chance of the guard's trophy.
 */
export function battleBonusesAt(windows: readonly (BoosterWindow | null)[], atMs: number): { battle: number; chest: number } {
  let battle = 0;
  let chest = 0;
  for (const w of windows)
    if (isActive(w, atMs)) {
      battle += BOOSTERS[w.boosterId].effects.experience;
      chest += TROPHY_BONUS[w.boosterId];
    }
  return { battle: Math.round(battle * 100), chest: Math.round(chest * 100) };
}

/** The extra maximum health a set gives a hero of `level` whose class grows `growthHealth` a level. */
export function setHealthBonus(set: BoosterWindow | null, level: number, growthHealth: number, atMs: number): number {
  if (!isActive(set, atMs)) return 0;
  const steps = Math.max(0, Math.floor(level) - 1);
  return Math.floor(growthHealth * steps * BOOSTERS[set.boosterId].effects.healthPerLevel);
}

/** The part of [fromMs, toMs) inside the set's window, with its regeneration multiplier. */
function boostedSpan(set: BoosterWindow | null, fromMs: number, toMs: number): { ms: number; rate: number } {
  if (!set) return { ms: 0, rate: 1 };
  const ms = Math.max(0, Math.min(toMs, set.endsAt) - Math.max(fromMs, set.startedAt));
  return { ms, rate: BOOSTERS[set.boosterId].effects.regeneration };
}

/**
 * Health recovered between `fromMs` and `toMs` at `perMinuteMs` a point, the set's window (if any)
 * multiplying the rate while it overlaps: whole points only.
 */
export function recoveredPoints(fromMs: number, toMs: number, perPointMs: number, set: BoosterWindow | null): number {
  if (toMs <= fromMs) return 0;
  const boosted = boostedSpan(set, fromMs, toMs);
  return Math.floor((toMs - fromMs + boosted.ms * (boosted.rate - 1)) / perPointMs);
}

/** When `points` are recovered counting from `fromMs` (the inverse of `recoveredPoints`). */
export function recoveryDoneAt(fromMs: number, points: number, perPointMs: number, set: BoosterWindow | null): number {
  const needed = Math.max(0, points) * perPointMs;
  if (!set || set.endsAt <= fromMs) return fromMs + needed;
  const rate = BOOSTERS[set.boosterId].effects.regeneration;
  const before = Math.max(0, set.startedAt - fromMs);
  if (needed <= before) return fromMs + needed;
  const inside = set.endsAt - Math.max(fromMs, set.startedAt);
  const left = needed - before;
  if (left <= inside * rate) return Math.max(fromMs, set.startedAt) + Math.ceil(left / rate);
  return set.endsAt + (left - inside * rate);
}
