import type * as ZzfxNs from 'zzfx';
import { playerStore } from '../../stores/player-store.ts';
import type { MoveSound } from './move-look.ts';

type Params = (number | undefined)[];

/**
 * Battle sound effects generated with ZzFX (docs/architecture.md, "Art and sound"): one preset per move sound, the three
 * blows by attack power (§9). Parameters: volume, randomness, frequency, attack, sustain, release,
 * shape, shapeCurve, slide, deltaSlide, pitchJump, pitchJumpTime, repeatTime, noise, modulation,
 * bitCrush, delay, sustainVolume, decay, tremolo.
 */
const PRESETS: Record<MoveSound, Params> = {
  'hit-light': [0.7, 0.05, 260, 0, 0.02, 0.08, 4, 1.4, -6, 0, 0, 0, 0, 1.2],
  'hit-medium': [0.85, 0.05, 190, 0, 0.03, 0.13, 4, 1.8, -8, 0, 0, 0, 0, 1.6],
  'hit-heavy': [1, 0.05, 120, 0.01, 0.05, 0.22, 4, 2.4, -10, 0, 0, 0, 0, 2.2, 0, 0.2],
  critical: [1, 0.05, 420, 0, 0.06, 0.3, 3, 1.6, -14, 0, 260, 0.05, 0, 1.4, 0, 0.15],
  miss: [0.45, 0.05, 900, 0.02, 0.02, 0.12, 0, 1.2, -40, 0, 0, 0, 0, 0.4],
  block: [0.7, 0.05, 520, 0, 0.02, 0.16, 1, 2.6, 0, 0, 0, 0, 0, 0.2, 0, 0, 0, 0.6],
  shadow: [0.5, 0.05, 300, 0.05, 0.08, 0.3, 0, 1, 8, 0, 0, 0, 0, 0, 6],
  hammer: [0.9, 0.05, 90, 0, 0.04, 0.3, 4, 3, 0, 0, 0, 0, 0, 1],
  poison: [0.5, 0.1, 160, 0.02, 0.1, 0.2, 0, 1.5, 4, 0, 0, 0, 0.05, 0, 12],
  fire: [0.6, 0.1, 80, 0.02, 0.2, 0.3, 4, 0.6, 0, 0, 0, 0, 0, 3],
  freeze: [0.5, 0.05, 1400, 0.02, 0.12, 0.3, 1, 0.6, 0, 0, -600, 0.06],
  heal: [0.5, 0.05, 520, 0.04, 0.12, 0.25, 0, 1.4, 0, 0, 180, 0.08],
  resurrection: [0.6, 0.05, 330, 0.1, 0.3, 0.5, 0, 1, 0, 0, 330, 0.12, 0, 0, 0, 0, 0.08],
  death: [0.7, 0.05, 140, 0.02, 0.2, 0.5, 2, 1.2, -3, 0, 0, 0, 0, 0.3],
  buff: [0.45, 0.05, 660, 0.02, 0.08, 0.2, 0, 1.2, 0, 0, 220, 0.05],
  round: [0.3, 0, 440, 0.01, 0.05, 0.15, 1, 1, 0, 0, 220, 0.06],
};

let zzfxModule: Promise<typeof ZzfxNs> | null = null;

/** §3 soundMute silences every effect. */
export function soundMuted(): boolean {
  return playerStore.getState().info?.player.soundMute ?? true;
}

/** Plays a move's sound unless muted; the synth loads on first use and never throws. */
export function playSound(sound: MoveSound | null): void {
  if (sound === null || soundMuted()) return;
  zzfxModule ??= import('zzfx');
  void zzfxModule
    .then(({ zzfx, ZZFX }) => {
      if (ZZFX.audioContext.state === 'suspended') void ZZFX.audioContext.resume().catch(() => undefined);
      ZZFX.volume = 0.3;
      zzfx(...PRESETS[sound]);
    })
    .catch(() => undefined);
}
