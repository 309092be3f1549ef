import { describe, expect, it } from 'vitest';
import { isLateNote, LATE_NOTE_S, padVoices, sixteenthsOf } from './note-timing.ts';
import { THEMES, themeScore } from './themes.ts';

describe('note timing', () => {
  it('drops notes that are late by more than a moment, and plays the others', () => {
    expect(isLateNote(10.1, 10)).toBe(false);
    expect(isLateNote(10 - LATE_NOTE_S / 2, 10)).toBe(false);
    expect(isLateNote(9.5, 10)).toBe(true);
  });

  it('gives the pad enough voices for overlapping chords', () => {
    // At 100 bpm a bar is 2.4 s: a 2 s release overlaps the next chord only.
    expect(padVoices(3, 100, 2)).toBe(9);
    // At 60 bpm a bar is 4 s.
    expect(padVoices(3, 60, 2)).toBe(9);
    expect(padVoices(3, 120, 2.5)).toBe(12);
  });

  it('reads bars:beats:sixteenths', () => {
    expect(sixteenthsOf('0:0:0')).toBe(0);
    expect(sixteenthsOf('2:1:2')).toBe(38);
  });

  it('never has two notes of one line at the same time, nor closer than a late note may slip', () => {
    for (const [track, def] of Object.entries(THEMES)) {
      const score = themeScore(def);
      const sixteenthS = 60 / def.tempo / 4;
      for (const line of [score.bass, score.melody]) {
        const times = line.map((n) => sixteenthsOf(n.time));
        for (let i = 1; i < times.length; i += 1) {
          expect((times[i]! - times[i - 1]!) * sixteenthS, track).toBeGreaterThan(LATE_NOTE_S);
        }
      }
    }
  });
});
