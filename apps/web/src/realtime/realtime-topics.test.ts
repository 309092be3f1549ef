import { describe, expect, it } from 'vitest';
import { topicChanges, topicsFor } from './realtime-topics.ts';

describe('realtime topics', () => {
  it('are broadcast and personal, plus the clan topic for a clan member', () => {
    expect(topicsFor({ clientUuid: 'ab-12', clanId: null })).toEqual(['/topic/broadcast', '/topic/personal/ab-12']);
    expect(topicsFor({ clientUuid: 'ab-12', clanId: 7 })).toEqual([
      '/topic/broadcast',
      '/topic/personal/ab-12',
      '/topic/clan/7',
    ]);
  });

  it('change by the difference only', () => {
    const before = topicsFor({ clientUuid: 'u', clanId: 3 });
    const after = topicsFor({ clientUuid: 'u', clanId: 4 });
    expect(topicChanges(before, after)).toEqual({ add: ['/topic/clan/4'], remove: ['/topic/clan/3'] });
    expect(topicChanges(after, after)).toEqual({ add: [], remove: [] });
  });
});
