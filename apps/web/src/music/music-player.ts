import * as Tone from 'tone';
import { MUSIC_VOLUME, nextTrack, type MusicTrack } from './music-choice.ts';
import { THEMES, themeScore, type Lead, type ScoreNote } from './themes.ts';

/** How many bars one track plays before the playlist moves on. */
const BARS_PER_TRACK = 16;

export interface MusicPlayer {
  setPlaylist(tracks: readonly MusicTrack[]): void;
  setMuted(muted: boolean): void;
  dispose(): void;
}

function leadSynth(lead: Lead, output: Tone.ToneAudioNode): Tone.Synth | Tone.FMSynth | Tone.PluckSynth {
  switch (lead) {
    case 'pluck':
      return new Tone.PluckSynth({ attackNoise: 1.2, dampening: 3200, resonance: 0.92 }).connect(output);
    case 'bell':
      return new Tone.FMSynth({
        harmonicity: 3.01,
        modulationIndex: 9,
        envelope: { attack: 0.005, decay: 0.6, sustain: 0.1, release: 1.2 },
      }).connect(output);
    case 'flute':
      return new Tone.Synth({
        oscillator: { type: 'triangle' },
        envelope: { attack: 0.06, decay: 0.2, sustain: 0.55, release: 0.6 },
      }).connect(output);
  }
}

/**
 * Plays §9's road music with Tone.js: synthesized themes (a pad, a bass and a lead over a small
 * reverb), one track after another from the playlist, at volume 0.3, muted on demand. Created only
 * after a user gesture (browsers keep audio asleep until then).
 */
export async function createMusicPlayer(): Promise<MusicPlayer> {
  await Tone.start();
  const transport = Tone.getTransport();
  const master = new Tone.Volume(Tone.gainToDb(MUSIC_VOLUME)).toDestination();
  const reverb = new Tone.Reverb({ decay: 3.5, wet: 0.3 }).connect(master);
  const pad = new Tone.PolySynth(Tone.AMSynth, {
    envelope: { attack: 0.8, decay: 0.4, sustain: 0.7, release: 2 },
  }).connect(reverb);
  pad.maxPolyphony = 6;
  pad.volume.value = -16;
  const bass = new Tone.MonoSynth({
    oscillator: { type: 'sine' },
    filter: { Q: 1, type: 'lowpass' },
    envelope: { attack: 0.02, decay: 0.3, sustain: 0.5, release: 0.6 },
  }).connect(master);
  bass.volume.value = -12;
  let lead: ReturnType<typeof leadSynth> | null = null;
  let parts: Tone.Part<ScoreNote>[] = [];
  let playlist: MusicTrack[] = [];
  let current: MusicTrack | null = null;
  let nextEvent: number | null = null;

  const clear = () => {
    transport.stop();
    transport.cancel(0);
    for (const part of parts) part.dispose();
    parts = [];
    lead?.dispose();
    lead = null;
    nextEvent = null;
    current = null;
  };

  const play = (track: MusicTrack) => {
    clear();
    current = track;
    const def = THEMES[track];
    const score = themeScore(def, BARS_PER_TRACK);
    transport.bpm.value = score.tempo;
    const voice = leadSynth(def.lead, reverb);
    voice.volume.value = -8;
    lead = voice;
    const part = (notes: ScoreNote[], play: (time: number, note: ScoreNote) => void) =>
      new Tone.Part<ScoreNote>(
        (time, note) => play(time, note),
        notes.map((n) => ({ ...n })),
      ).start(0);
    parts = [
      part(score.chords, (time, n) => pad.triggerAttackRelease(n.note, n.duration, time, 0.5)),
      part(score.bass, (time, n) => bass.triggerAttackRelease(n.note, n.duration, time, 0.7)),
      part(score.melody, (time, n) => voice.triggerAttackRelease(n.note, n.duration, time, 0.8)),
    ];
    nextEvent = transport.scheduleOnce(() => {
      const following = nextTrack(playlist, current);
      // Leave the audio thread before rebuilding the parts.
      setTimeout(() => following && play(following), 0);
    }, `${score.bars}:0:0`);
    transport.position = 0;
    transport.start('+0.1');
  };

  return {
    setPlaylist(tracks) {
      playlist = [...tracks];
      if (current !== null && playlist.includes(current)) return;
      const first = playlist[0];
      if (first) play(first);
      else clear();
    },
    setMuted(muted) {
      master.mute = muted;
    },
    dispose() {
      if (nextEvent !== null) transport.clear(nextEvent);
      clear();
      pad.dispose();
      bass.dispose();
      reverb.dispose();
      master.dispose();
    },
  };
}
