import { describe, expect, it } from 'vitest';
import { databaseLabel, roundTargetText } from './report.ts';

describe('the rounds’ target text', () => {
  it('states the p99 target of a round that has one, judged in the targets table', () => {
    expect(roundTargetText(true)).toMatch(/^Target: p99 ≤ 50 ms .*targets table/);
    expect(roundTargetText(true)).not.toContain('No target');
  });

  it('says that no target is set for the other rounds', () => {
    expect(roundTargetText(false)).toContain('No target is set');
  });
});

describe('the database of a run', () => {
  it('names the embedded default with the PostgreSQL version the game started', () => {
    expect(databaseLabel({ database: 'embedded', databaseVersion: '18.1' })).toBe(
      'the embedded default (PostgreSQL 18.1 started by the game)',
    );
    expect(databaseLabel({ database: 'postgres' })).toMatch(/--pg/);
  });
});
