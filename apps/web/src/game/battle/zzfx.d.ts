declare module 'zzfx' {
  /** Plays a ZzFX sound from its parameter list (volume, randomness, frequency, attack, sustain, release, shape, …). */
  export function zzfx(...parameters: (number | undefined)[]): AudioBufferSourceNode;
  export const ZZFX: { volume: number; audioContext: AudioContext };
}
