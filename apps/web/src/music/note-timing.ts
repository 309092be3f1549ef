/**
 * When a synthesized note may still play. Tone.js calls a part back a little ahead of each note
 * (its look-ahead), but after the page stalls (a scene being built on a slow device) its clock
 * catches up by calling back every missed note at once, each with a time already past; Tone starts
 * all of them "now". Two notes of one synth then start at the same instant ("Start time must be
 * strictly greater than previous start time") and missed chords pile onto sounding ones ("Max
 * polyphony exceeded"). A note later than this is dropped instead: the music skips a beat.
 * Well under the shortest gap between two notes of one line (an eighth at 100 bpm: 0.3 s).
 */
export const LATE_NOTE_S = 0.05;

/** Whether a note due at `time` (AudioContext seconds) is too late to start at `now`. */
export function isLateNote(time: number, now: number): boolean {
  return time < now - LATE_NOTE_S;
}

/**
 * Voices a pad needs so that no chord is dropped: each note holds for a bar and then fades for
 * `releaseS`, so chords overlap by that many bars; one chord more covers a voice freed late (the
 * audio thread reports silence asynchronously).
 */
export function padVoices(chordSize: number, tempo: number, releaseS: number): number {
  const barS = (4 * 60) / tempo;
  return chordSize * (Math.ceil((barS + releaseS) / barS) + 1);
}

/** A Tone.js "bars:beats:sixteenths" time (4/4) in sixteenths, to order notes. */
export function sixteenthsOf(time: string): number {
  const [bars = 0, beats = 0, sixteenths = 0] = time.split(':').map(Number);
  return bars * 16 + beats * 4 + sixteenths;
}
