import { describe, expect, it } from 'vitest';
import { newestPage, pageWindow, toPage } from './message-paging.ts';

describe('message paging', () => {
  it('turns from/to offsets into an offset and a limit no larger than the page', () => {
    expect(pageWindow({}, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ from: 5, to: 8 }, 20)).toEqual({ offset: 5, limit: 3 });
    expect(pageWindow({ from: 0, to: 500 }, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ from: 9, to: 3 }, 20)).toEqual({ offset: 9, limit: 0 });
  });

  it('cuts the extra row off a newest-first fetch and says whether more follow', () => {
    expect(newestPage([9, 8, 7, 6], 3)).toEqual({ rows: [9, 8, 7], hasMore: true });
    expect(newestPage([9, 8], 3)).toEqual({ rows: [9, 8], hasMore: false });
    expect(newestPage([9], 0)).toEqual({ rows: [], hasMore: true });
  });

  it('gives a chat or dialog page oldest first', () => {
    expect(toPage([9, 8, 7, 6], 3)).toEqual({ rows: [7, 8, 9], hasMore: true });
    expect(toPage([], 3)).toEqual({ rows: [], hasMore: false });
  });
});
