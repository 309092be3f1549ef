import { describe, expect, it } from 'vitest';
import { roundTargetText } from './report.ts';

describe('the rounds’ target text', () => {
  it('states the p99 target of a round that has one, judged on PostgreSQL', () => {
    expect(roundTargetText('postgres', true)).toMatch(/^Target: p99 ≤ 50 ms .*targets table/);
    expect(roundTargetText('pglite', true)).toMatch(/^Target: p99 ≤ 50 ms .*PostgreSQL only/);
    expect(roundTargetText('postgres', true)).not.toContain('No target');
  });

  it('says that no target is set for the other rounds', () => {
    expect(roundTargetText('postgres', false)).toContain('No target is set');
  });
});
