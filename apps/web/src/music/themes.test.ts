import { describe, expect, it } from 'vitest';
import { HIGH_TRACKS, ROAD_TRACKS } from './music-choice.ts';
import { degreeToMidi, midiToNote, THEMES, themeScore } from './themes.ts';

describe('synthesized themes', () => {
  it('exist for every track the road and the creature scene may choose', () => {
    for (const track of [...ROAD_TRACKS, ...HIGH_TRACKS, 'legend', 'creature', 'medieval'] as const)
      expect(THEMES[track], track).toBeDefined();
  });

  it('name notes and walk scales across octaves', () => {
    expect(midiToNote(60)).toBe('C4');
    expect(midiToNote(69)).toBe('A4');
    expect(degreeToMidi(60, 'major', 7)).toBe(72);
    expect(degreeToMidi(60, 'minor', -1)).toBe(58);
  });

  it('write the same score every time, with notes in every bar and a sane range', () => {
    const a = themeScore(THEMES.road_1);
    expect(themeScore(THEMES.road_1)).toEqual(a);
    expect(a.chords).toHaveLength(16 * 3);
    expect(a.bass).toHaveLength(32);
    expect(a.melody.length).toBeGreaterThan(16);
    for (const note of a.melody) expect(note.note).toMatch(/^[A-G]#?[3-6]$/);
    expect(themeScore(THEMES.road_2).melody).not.toEqual(a.melody);
  });
});
