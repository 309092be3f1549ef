import { GEM_PACKS } from '../content/gem-packs.ts';
import { serverDay, serverDayStartAt } from '../server-day.ts';

/**
 * The pack sale (§4: it starts at 12:00 Moscow time). Every server day from 12:00 to 15:00 (Moscow),
 * the lunch hours when most players look in, one emerald pack is on sale: bought then, it credits `percent` more emeralds, rounded down,
 * with the purchase's rewards (through the ledger, reason `pack-sale`, by the moment the payment was
 * made, as GEMS_PLUS_50). Which pack and how much follow the weekday; the schedule is content data.
 * The money price stays the platform's: a sale gives more emeralds for it, which every platform can
 * honour (several sell at prices fixed in their own catalogues).
 */
export const PACK_SALE_START_HOUR = 12;
/** The sale lasts three hours (12:00–15:00 Moscow). */
export const PACK_SALE_HOURS = 3;

export interface PackSaleDay {
  packId: string;
  /** Extra emeralds in percent of the pack's emeralds. */
  percent: number;
}

/** Monday first. Small packs on sale more often and deeper, the big ones on the weekend. */
export const PACK_SALE_WEEK: readonly PackSaleDay[] = [
  { packId: 'gems_240', percent: 30 },
  { packId: 'gems_650', percent: 30 },
  { packId: 'gems_110', percent: 50 },
  { packId: 'gems_1400', percent: 30 },
  { packId: 'gems_650', percent: 40 },
  { packId: 'gems_3800', percent: 25 },
  { packId: 'gems_240', percent: 50 },
];

const HOUR_MS = 3_600_000;

/** The weekday of a server day, Monday 0 (1970-01-01 was a Thursday). */
export const serverWeekday = (day: number): number => (((day + 3) % 7) + 7) % 7;

export interface PackSale {
  packId: string;
  percent: number;
  /** The pack's extra emeralds (rounded down). */
  extraGems: number;
  /** The window, epoch ms (`endsAt` exclusive). */
  startsAt: number;
  endsAt: number;
  running: boolean;
}

function saleOfDay(day: number, nowMs: number): PackSale {
  const { packId, percent } = PACK_SALE_WEEK[serverWeekday(day)]!;
  const gems = GEM_PACKS.find((p) => p.id === packId)?.gems ?? 0;
  const startsAt = serverDayStartAt(day) + PACK_SALE_START_HOUR * HOUR_MS;
  const endsAt = startsAt + PACK_SALE_HOURS * HOUR_MS;
  return {
    packId,
    percent,
    extraGems: Math.floor((gems * percent) / 100),
    startsAt,
    endsAt,
    running: startsAt <= nowMs && nowMs < endsAt,
  };
}

/** The sale running at `nowMs`, or else the next one (today's at 12:00, or tomorrow's). */
export function packSaleAt(nowMs: number): PackSale {
  const today = serverDay(nowMs);
  const sale = saleOfDay(today, nowMs);
  return nowMs < sale.endsAt ? sale : saleOfDay(today + 1, nowMs);
}

/** The extra emeralds a pack of `gems` bought at `atMs` earns from the sale (0 outside it or for another pack). */
export function packSaleBonusGems(gems: number, atMs: number): number {
  const sale = packSaleAt(atMs);
  if (!sale.running) return 0;
  const pack = GEM_PACKS.find((p) => p.id === sale.packId);
  return pack && pack.gems === gems ? sale.extraGems : 0;
}
