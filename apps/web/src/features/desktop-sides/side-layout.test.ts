import { describe, expect, it } from 'vitest';
import { SIDE_MAX, sidePanelWidth, tasksToShow } from './side-layout.ts';

describe('desktop side panels', () => {
  it('fill the room beside the road on a wide desktop, up to their widest', () => {
    expect(sidePanelWidth(1280, 600, true)).toBe(284);
    expect(sidePanelWidth(1920, 771, true)).toBe(SIDE_MAX);
  });

  it('stay away on a phone and where the room is too narrow', () => {
    expect(sidePanelWidth(1280, 600, false)).toBe(0);
    expect(sidePanelWidth(1000, 600, true)).toBe(0);
    expect(sidePanelWidth(600, 600, true)).toBe(0);
  });

  it('list open tasks, ready ones first, then the nearest to done', () => {
    const task = (n: number, progress: number, complete = false, claimed = false) => ({ n, progress, total: 10, complete, claimed, kind: 'daily' });
    const shown = tasksToShow([task(1, 2), task(2, 10, true, true), task(3, 9), task(4, 10, true), task(5, 0), task(6, 5)]);
    expect(shown.map((t) => t.n)).toEqual([4, 3, 6, 1]);
  });
});
