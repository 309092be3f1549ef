import type { MusicTrack } from './music-choice.ts';

/**
 * The synthesized themes (docs/architecture.md, "Art and sound": a small theme per §9 music slot), as data: a key, a mode, a
 * chord progression and a seed from which the melody is written. `themeScore` turns one into notes
 * deterministically; the player (Tone.js) only plays them.
 */
export type Mode = 'minor' | 'dorian' | 'phrygian' | 'major' | 'mixolydian' | 'harmonicMinor';
export type Lead = 'pluck' | 'flute' | 'bell';

export interface ThemeDef {
  tempo: number;
  /** MIDI note of the key's root in octave 4 (60 = C4). */
  root: number;
  mode: Mode;
  /** Scale degrees (0-based), one chord per bar. */
  progression: readonly number[];
  seed: number;
  lead: Lead;
  /** Share of melody slots left silent (0..1). */
  rest: number;
}

const SCALES: Record<Mode, readonly number[]> = {
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  major: [0, 2, 4, 5, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
};

// prettier-ignore
export const THEMES: Record<MusicTrack, ThemeDef> = {
  road_1: { tempo: 84, root: 62, mode: 'dorian', progression: [0, 3, 6, 4], seed: 11, lead: 'flute', rest: 0.35 },
  road_2: { tempo: 92, root: 57, mode: 'minor', progression: [0, 5, 2, 6], seed: 23, lead: 'pluck', rest: 0.25 },
  road_3: { tempo: 76, root: 64, mode: 'phrygian', progression: [0, 1, 6, 0], seed: 37, lead: 'bell', rest: 0.4 },
  road_4: { tempo: 100, root: 60, mode: 'mixolydian', progression: [0, 6, 3, 4], seed: 41, lead: 'pluck', rest: 0.2 },
  high_1: { tempo: 70, root: 59, mode: 'harmonicMinor', progression: [0, 5, 3, 4], seed: 53, lead: 'bell', rest: 0.45 },
  high_2: { tempo: 74, root: 61, mode: 'minor', progression: [0, 3, 5, 4], seed: 67, lead: 'flute', rest: 0.4 },
  high_3: { tempo: 80, root: 63, mode: 'dorian', progression: [0, 4, 6, 3], seed: 71, lead: 'bell', rest: 0.35 },
  high_4: { tempo: 88, root: 58, mode: 'phrygian', progression: [0, 6, 5, 1], seed: 83, lead: 'pluck', rest: 0.3 },
  legend: { tempo: 66, root: 62, mode: 'major', progression: [0, 4, 5, 3], seed: 97, lead: 'flute', rest: 0.3 },
  creature: { tempo: 90, root: 60, mode: 'major', progression: [0, 3, 4, 0], seed: 101, lead: 'pluck', rest: 0.3 },
  medieval: { tempo: 96, root: 62, mode: 'dorian', progression: [0, 6, 0, 4], seed: 107, lead: 'flute', rest: 0.2 },
};

export interface ScoreNote {
  /** Tone.js bars:beats:sixteenths. */
  time: string;
  note: string;
  duration: string;
}

export interface ThemeScore {
  tempo: number;
  bars: number;
  chords: ScoreNote[];
  bass: ScoreNote[];
  melody: ScoreNote[];
}

const NOTE_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/** 60 → "C4". */
export function midiToNote(midi: number): string {
  const octave = Math.floor(midi / 12) - 1;
  return `${NOTE_NAMES[((midi % 12) + 12) % 12]}${octave}`;
}

/** The MIDI note of scale degree `degree` (any integer, wrapping into octaves) from `root`. */
export function degreeToMidi(root: number, mode: Mode, degree: number): number {
  const scale = SCALES[mode];
  const octave = Math.floor(degree / scale.length);
  const index = ((degree % scale.length) + scale.length) % scale.length;
  return root + octave * 12 + scale[index]!;
}

/** A small LCG so a theme's melody is the same on every device. */
function lcg(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** The notes of `def` for `bars` bars (the progression repeats): chords, bass and an eighth-note melody. */
export function themeScore(def: ThemeDef, bars = 16): ThemeScore {
  const random = lcg(def.seed);
  const chords: ScoreNote[] = [];
  const bass: ScoreNote[] = [];
  const melody: ScoreNote[] = [];
  let degree = def.progression[0] ?? 0;
  for (let bar = 0; bar < bars; bar += 1) {
    const chordDegree = def.progression[bar % def.progression.length] ?? 0;
    for (const step of [0, 2, 4]) {
      chords.push({
        time: `${bar}:0:0`,
        note: midiToNote(degreeToMidi(def.root - 12, def.mode, chordDegree + step)),
        duration: '1m',
      });
    }
    const bassNote = midiToNote(degreeToMidi(def.root - 24, def.mode, chordDegree));
    bass.push(
      { time: `${bar}:0:0`, note: bassNote, duration: '2n' },
      { time: `${bar}:2:0`, note: bassNote, duration: '2n' },
    );
    // The melody starts each bar near the chord and walks the scale in small steps.
    if (random() < 0.6) degree = chordDegree + (random() < 0.5 ? 4 : 7);
    for (let slot = 0; slot < 8; slot += 1) {
      const move = Math.floor(random() * 5) - 2;
      degree = Math.max(chordDegree + 2, Math.min(chordDegree + 11, degree + move));
      if (random() < def.rest) continue;
      const long = slot % 2 === 0 && random() < 0.35;
      melody.push({
        time: `${bar}:${Math.floor(slot / 2)}:${(slot % 2) * 2}`,
        note: midiToNote(degreeToMidi(def.root, def.mode, degree)),
        duration: long ? '4n' : '8n',
      });
      if (long) slot += 1;
    }
  }
  return { tempo: def.tempo, bars, chords, bass, melody };
}
