import { describe, expect, it } from 'vitest';
import { isStoryRead, storyMarkerOf } from './story-marker.ts';

describe('story markers', () => {
  it('names the marker of a script and of a talker, none for other places', () => {
    expect(storyMarkerOf({ type: 'SCRIPT', scriptId: 'story_part_1' })).toBe('story_part_1');
    expect(storyMarkerOf({ type: 'TALKER', talkerId: 'nun' })).toBe('talker_nun');
    expect(storyMarkerOf({ type: 'RESOURCE' })).toBeNull();
  });

  it('a story is read once its marker is held', () => {
    const markers = new Set(['talker_nun']);
    expect(isStoryRead({ type: 'TALKER', talkerId: 'nun' }, markers)).toBe(true);
    expect(isStoryRead({ type: 'SCRIPT', scriptId: 'story_part_1' }, markers)).toBe(false);
    expect(isStoryRead({ type: 'RESOURCE' }, new Set(['null']))).toBe(false);
  });
});
