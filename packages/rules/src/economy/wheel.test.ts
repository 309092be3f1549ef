import { describe, expect, it } from 'vitest';
import { serverDayStartAt } from '../server-day.ts';
import {
  spinPaymentOf,
  spinWheel,
  WHEEL_SECTORS,
  wheelDayAfterSpin,
  wheelDayAt,
  wheelPrize,
  wheelSeed,
} from './wheel.ts';

describe('the wheel', () => {
  it('draws the same sectors from the same stored state, and every sector in proportion', () => {
    let a = wheelSeed(7, 42);
    let b = wheelSeed(7, 42);
    const counts = WHEEL_SECTORS.map(() => 0);
    for (let i = 0; i < 20_000; i += 1) {
      const x = spinWheel(a);
      const y = spinWheel(b);
      expect(x.sector).toBe(y.sector);
      counts[x.sector]! += 1;
      a = x.state;
      b = y.state;
    }
    const total = WHEEL_SECTORS.reduce((sum, s) => sum + s.weight, 0);
    WHEEL_SECTORS.forEach((s, i) => expect(Math.abs(counts[i]! / 20_000 - s.weight / total)).toBeLessThan(0.015));
  });

  it('has unique prize ids and positive weights', () => {
    const ids = WHEEL_SECTORS.map((s) => s.prize.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of WHEEL_SECTORS) expect(s.weight).toBeGreaterThan(0);
    expect(wheelPrize('hero')?.kind).toBe('hero');
    expect(wheelPrize('nope')).toBeUndefined();
  });

  it('starts the day’s counters again on a new server day (00:00 Moscow)', () => {
    const today = { day: 10, freeSpinUsed: true, extraSpinsUsed: 2, adTickets: 3 };
    const fresh = { freeSpinUsed: false, extraSpinsUsed: 0, adTickets: 0 };
    expect(wheelDayAt(today, serverDayStartAt(10) + 5)).toBe(today);
    expect(wheelDayAt(today, serverDayStartAt(11) - 1)).toBe(today);
    expect(wheelDayAt(today, serverDayStartAt(11))).toEqual({ day: 11, ...fresh });
    expect(wheelDayAt(null, serverDayStartAt(3))).toEqual({ day: 3, ...fresh });
  });

  it('pays a spin with the free one, then the status’s extra spins, then a ticket', () => {
    let day = wheelDayAt(null, 0);
    const payments: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const payment = spinPaymentOf(day, 2);
      payments.push(payment);
      day = wheelDayAfterSpin(day, payment);
    }
    expect(payments).toEqual(['free', 'extra', 'extra', 'ticket']);
    expect(day).toMatchObject({ freeSpinUsed: true, extraSpinsUsed: 2 });
    expect(spinPaymentOf({ ...day, extraSpinsUsed: 0 }, 0)).toBe('ticket');
  });
});
