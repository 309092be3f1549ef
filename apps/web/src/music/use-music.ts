import { useEffect, useState } from 'react';
import type { MusicTrack } from './music-choice.ts';
import type { MusicPlayer } from './music-player.ts';

/**
 * The page's one music player, shared by the scenes' music hooks (the road, the creature scene):
 * Tone.js loads lazily, and only after the first tap or key press (browsers do not start audio
 * before a user gesture); once created it stays, so moving between scenes changes the playlist
 * without asking for another gesture.
 */
let shared: Promise<MusicPlayer> | null = null;
let gestureSeen = false;
const waiting = new Set<() => void>();

function onGesture(): void {
  gestureSeen = true;
  window.removeEventListener('pointerdown', onGesture, true);
  window.removeEventListener('keydown', onGesture, true);
  for (const wake of [...waiting]) wake();
}

function listenForGesture(): void {
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
}

function musicPlayer(): Promise<MusicPlayer> {
  shared ??= import('./music-player.ts').then(({ createMusicPlayer }) => createMusicPlayer());
  shared.catch(() => (shared = null));
  return shared;
}

/** Plays `playlist` while the calling component is mounted (silence while `muted`). */
export function useMusic(playlist: readonly MusicTrack[], muted: boolean): void {
  const [music, setMusic] = useState<MusicPlayer | null>(null);
  const key = playlist.join(',');

  useEffect(() => {
    let alive = true;
    const start = () => {
      waiting.delete(start);
      musicPlayer()
        .then((player) => {
          if (alive) setMusic(player);
        })
        .catch((error: unknown) => console.warn('music could not start', error));
    };
    if (gestureSeen) start();
    else {
      waiting.add(start);
      listenForGesture();
    }
    return () => {
      alive = false;
      waiting.delete(start);
    };
  }, []);

  useEffect(() => {
    music?.setMuted(muted);
  }, [music, muted]);

  useEffect(() => {
    music?.setPlaylist(muted || key === '' ? [] : (key.split(',') as MusicTrack[]));
  }, [music, key, muted]);

  // Leaving the scene silences its music; the next scene's hook sets its own playlist.
  useEffect(() => {
    if (!music) return;
    return () => music.setPlaylist([]);
  }, [music]);
}
