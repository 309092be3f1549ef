import { describe, expect, it } from 'vitest';
import { comparisonMarkdown, median, parseOrder, summarize } from './compare-defaults.ts';

const loop = (actionsPerSecond: number, p99: number, database: number | null, calls: [string, number][]) => ({
  players: 200,
  seconds: 15,
  actionsPerSecond,
  errors: 0,
  p50: 3,
  p99,
  cpuPerCall: { loadGenerator: 300, server: 2000, database },
  calls: calls.map(([call, callP99]) => ({ call, p99: callP99, requests: 100 })),
});

const results = (database: string, sat: number, p99: number, dbCpu: number | null, worst: number) => ({
  takenAt: '2026-12-07T00:00:00Z',
  http: [
    {
      database,
      ...(database === 'embedded' ? { databaseVersion: '18.4' } : {}),
      transport: 'x',
      coreLoop: loop(sat, 900, dbCpu, [['battle/complete', 1000]]),
      playerPace: loop(380, p99, dbCpu, [
        ['player/info/current', p99 / 2],
        ['battle/complete', worst],
      ]),
    },
  ],
  errors: [],
});

const machine = { startedAt: '2026-12-07T00:00:00Z', load1: 0.5, otherWork: [] };

describe('the embedded defaults compared', () => {
  it('takes an order of OLD and NEW runs, each at least once', () => {
    expect(parseOrder('OLD,NEW,new,OLD')).toEqual(['OLD', 'NEW', 'NEW', 'OLD']);
    expect(() => parseOrder('OLD,OLD')).toThrow(/each at least once/);
    expect(() => parseOrder('OLD,NEW,X')).toThrow(/OLD and NEW/);
  });

  it('reads a run of the old bench (PGlite) and of the new (the embedded PostgreSQL)', () => {
    const old = summarize(1, 'OLD', results('pglite', 200, 700, null, 750), machine);
    expect(old.database).toBe('PGlite');
    expect(old.pace.worst).toEqual({ call: 'battle/complete', p99: 750 });
    expect(old.saturation.databaseCpu).toBeNull();
    const neu = summarize(2, 'NEW', results('embedded', 800, 30, 900, 45), machine);
    expect(neu.database).toBe('PostgreSQL 18.4');
    expect(neu.pace.databaseCpu).toBe(900);
  });

  it('prints one row per run, the medians, and whether the targets are met', () => {
    const runs = [
      summarize(1, 'OLD', results('pglite', 200, 700, null, 750), machine),
      summarize(2, 'NEW', results('embedded', 800, 30, 900, 45), machine),
      summarize(3, 'NEW', results('embedded', 700, 32, 950, 48), {
        ...machine,
        otherWork: ['node vitest (80 %)'],
      }),
      summarize(4, 'OLD', results('pglite', 220, 680, null, 720), machine),
    ];
    const md = comparisonMarkdown(runs, { players: 200, seconds: 15, warmup: 5, thinkMs: 500 });
    expect(md).toContain('| 1 | OLD: PGlite | 200.0 |');
    expect(md).toContain('n/a (inside the server)');
    expect(md).toContain('| 900 / 900 |');
    expect(md).toContain('NEW ÷ OLD: 3.57× (target ≥ 3×: met)');
    expect(md).toContain('worst 48.0 ms over its runs (target ≤ 50 ms: met)');
    expect(md).toContain('- run 3: node vitest (80 %)');
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});
