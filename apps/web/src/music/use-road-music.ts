import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerDto } from '@rol/protocol/player-dto';
import { roadPlaylist } from './music-choice.ts';
import type { MusicPlayer } from './music-player.ts';

/**
 * §9 road music: the playlist follows the player's stair, best victory stair and markers; silent
 * while soundMute. Tone.js loads lazily, and only after the first tap or key press (browsers do not
 * start audio before a user gesture).
 */
export function useRoadMusic(
  player: Pick<PlayerDto, 'stair' | 'bestVictoryStair' | 'playerMarkers' | 'soundMute'> | null,
): void {
  const [music, setMusic] = useState<MusicPlayer | null>(null);
  const wanted = useRef(false);
  const markers = player?.playerMarkers.map((m) => m.playerMarker).join(',') ?? '';
  const stair = player?.stair ?? 1;
  const best = player?.bestVictoryStair ?? 0;
  const playlist = useMemo(() => roadPlaylist(stair, best, markers.split(',')), [stair, best, markers]);
  const muted = player?.soundMute ?? true;

  useEffect(() => {
    wanted.current = true;
    let created: MusicPlayer | null = null;
    const onGesture = () => {
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
      import('./music-player.ts')
        .then(({ createMusicPlayer }) => createMusicPlayer())
        .then((player) => {
          if (!wanted.current) return player.dispose();
          created = player;
          setMusic(player);
        })
        .catch((error: unknown) => console.warn('music could not start', error));
    };
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
    return () => {
      wanted.current = false;
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
      created?.dispose();
      setMusic(null);
    };
  }, []);

  useEffect(() => {
    music?.setMuted(muted);
  }, [music, muted]);

  useEffect(() => {
    music?.setPlaylist(muted ? [] : playlist);
  }, [music, playlist, muted]);
}
