import * as Tone from 'tone';
import { MUSIC_VOLUME, nextTrack, type MusicTrack } from './music-choice.ts';
import { isLateNote, padVoices } from './note-timing.ts';
import { THEMES, themeScore, type Lead, type ScoreNote } from './themes.ts';

/** How many bars one track plays before the playlist moves on. */
const BARS_PER_TRACK = 16;
/** A track that gives way fades out over this long; its synths are dropped once it is silent. */
const FADE_S = 0.4;
const PAD_RELEASE_S = 2;
const CHORD_SIZE = 3;

export interface MusicPlayer {
  setPlaylist(tracks: readonly MusicTrack[]): void;
  setMuted(muted: boolean): void;
  dispose(): void;
}

function leadSynth(lead: Lead): Tone.Synth | Tone.FMSynth | Tone.PluckSynth {
  switch (lead) {
    case 'pluck':
      return new Tone.PluckSynth({ attackNoise: 1.2, dampening: 3200, resonance: 0.92 });
    case 'bell':
      return new Tone.FMSynth({
        harmonicity: 3.01,
        modulationIndex: 9,
        envelope: { attack: 0.005, decay: 0.6, sustain: 0.1, release: 1.2 },
      });
    case 'flute':
      return new Tone.Synth({
        oscillator: { type: 'triangle' },
        envelope: { attack: 0.06, decay: 0.2, sustain: 0.55, release: 0.6 },
      });
  }
}

/** One track being played: its own synths (nothing of it outlives the track) and the parts driving them. */
interface Band {
  /** The band's ways out: straight to the master (the bass) and through the reverb (pad and lead). */
  faders: Tone.Gain[];
  parts: Tone.Part<ScoreNote>[];
  nodes: Tone.ToneAudioNode[];
}

/** A band for `track` (a pad, a bass and a lead; the pad and the lead through `reverb`), parts started at 0. */
function createBand(track: MusicTrack, reverb: Tone.ToneAudioNode, dry: Tone.ToneAudioNode): Band {
  const def = THEMES[track];
  const score = themeScore(def, BARS_PER_TRACK);
  const direct = new Tone.Gain(1).connect(dry);
  const send = new Tone.Gain(1).connect(reverb);
  const pad = new Tone.PolySynth(Tone.AMSynth, {
    envelope: { attack: 0.8, decay: 0.4, sustain: 0.7, release: PAD_RELEASE_S },
  }).connect(send);
  pad.maxPolyphony = padVoices(CHORD_SIZE, def.tempo, PAD_RELEASE_S);
  pad.volume.value = -16;
  const bass = new Tone.MonoSynth({
    oscillator: { type: 'sine' },
    filter: { Q: 1, type: 'lowpass' },
    envelope: { attack: 0.02, decay: 0.3, sustain: 0.5, release: 0.6 },
  }).connect(direct);
  bass.volume.value = -12;
  const lead = leadSynth(def.lead).connect(send);
  lead.volume.value = -8;

  const part = (notes: ScoreNote[], play: (time: number, note: ScoreNote) => void) =>
    new Tone.Part<ScoreNote>(
      (time, note) => {
        if (!isLateNote(time, Tone.immediate())) play(time, note);
      },
      notes.map((n) => ({ ...n })),
    ).start(0);
  const parts = [
    part(score.chords, (time, n) => pad.triggerAttackRelease(n.note, n.duration, time, 0.5)),
    part(score.bass, (time, n) => bass.triggerAttackRelease(n.note, n.duration, time, 0.7)),
    part(score.melody, (time, n) => lead.triggerAttackRelease(n.note, n.duration, time, 0.8)),
  ];
  return { faders: [direct, send], parts, nodes: [pad, bass, lead, direct, send] };
}

/** Stops a band's parts at once and fades what still sounds; its synths are disposed when silent. */
function retireBand(band: Band): void {
  for (const part of band.parts) part.dispose();
  for (const fader of band.faders) fader.gain.rampTo(0, FADE_S);
  setTimeout(() => band.nodes.forEach((node) => node.dispose()), (FADE_S + 0.3) * 1000);
}

/**
 * Plays §9's road music with Tone.js: synthesized themes (a pad, a bass and a lead over a small
 * reverb), one track after another from the playlist, at volume 0.3, muted on demand. Created only
 * after a user gesture (browsers keep audio asleep until then). Each track gets fresh synths and
 * the one it replaces fades out on its own, so notes of two tracks never meet on one synth.
 */
export async function createMusicPlayer(): Promise<MusicPlayer> {
  await Tone.start();
  const transport = Tone.getTransport();
  const master = new Tone.Volume(Tone.gainToDb(MUSIC_VOLUME)).toDestination();
  const reverb = new Tone.Reverb({ decay: 3.5, wet: 0.3 }).connect(master);
  let band: Band | null = null;
  let playlist: MusicTrack[] = [];
  let current: MusicTrack | null = null;

  const clear = () => {
    transport.stop();
    transport.cancel(0);
    if (band) retireBand(band);
    band = null;
    current = null;
  };

  const play = (track: MusicTrack) => {
    clear();
    current = track;
    transport.bpm.value = THEMES[track].tempo;
    band = createBand(track, reverb, master);
    transport.scheduleOnce(() => {
      // Leave the audio clock's callback before rebuilding the band.
      setTimeout(() => {
        if (current !== track) return;
        const following = nextTrack(playlist, current);
        if (following) play(following);
      }, 0);
    }, `${BARS_PER_TRACK}:0:0`);
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
      clear();
      reverb.dispose();
      master.dispose();
    },
  };
}
