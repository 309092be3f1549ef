import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureSceneTrack, nextTrack, roadPlaylist } from './music-choice.ts';

describe('music by stair (§9)', () => {
  it('plays one road track up to stair 3, two to 5, three to 10, four to 15 and on', () => {
    expect(roadPlaylist(1, 0, [])).toEqual(['road_1']);
    expect(roadPlaylist(3, 0, [])).toEqual(['road_1']);
    expect(roadPlaylist(4, 3, [])).toEqual(['road_2', 'road_1']);
    expect(roadPlaylist(5, 4, [])).toHaveLength(2);
    expect(roadPlaylist(6, 5, [])).toHaveLength(3);
    expect(roadPlaylist(10, 9, [])).toHaveLength(3);
    expect(roadPlaylist(11, 10, [])).toHaveLength(4);
    expect(roadPlaylist(15, 14, [])).toHaveLength(4);
    expect(roadPlaylist(500, 499, [])).toEqual(['road_4', 'road_3', 'road_2', 'road_1']);
  });

  it('plays the high themes above 500 by bestVictoryStair thresholds 3000, 4375, 5250', () => {
    expect(roadPlaylist(501, 600, [])).toEqual(['high_1']);
    expect(roadPlaylist(2999, 2999, [])).toEqual(['high_1']);
    expect(roadPlaylist(3000, 3000, [])).toEqual(['high_2', 'high_1']);
    expect(roadPlaylist(4400, 4375, [])).toHaveLength(3);
    expect(roadPlaylist(5250, 5250, [])).toEqual(['high_4', 'high_3', 'high_2', 'high_1']);
  });

  it('adds the legend theme first for a player with the last story marker, only above 500', () => {
    expect(roadPlaylist(5300, 5300, ['story_part_10'])[0]).toBe('legend');
    expect(roadPlaylist(300, 300, ['story_part_10'])).not.toContain('legend');
  });

  it('never gets shorter as the player climbs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 499 }), fc.integer({ min: 0, max: 100 }), (stair, step) => {
        const higher = Math.min(500, stair + step);
        expect(roadPlaylist(higher, higher, []).length).toBeGreaterThanOrEqual(
          roadPlaylist(stair, stair, []).length,
        );
      }),
    );
  });

  it('chooses a medieval creature theme above 500 and cycles through a playlist', () => {
    expect(creatureSceneTrack(500)).toBe('creature');
    expect(creatureSceneTrack(501)).toBe('medieval');
    expect(nextTrack(['road_2', 'road_1'], null)).toBe('road_2');
    expect(nextTrack(['road_2', 'road_1'], 'road_2')).toBe('road_1');
    expect(nextTrack(['road_2', 'road_1'], 'road_1')).toBe('road_2');
    expect(nextTrack(['road_1'], 'high_3')).toBe('road_1');
    expect(nextTrack([], null)).toBeNull();
  });
});
