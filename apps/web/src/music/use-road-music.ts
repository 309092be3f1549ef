import { useMemo } from 'react';
import type { PlayerDto } from '@rol/protocol/player-dto';
import { creatureSceneTrack, roadPlaylist } from './music-choice.ts';
import { useMusic } from './use-music.ts';

type MusicPlayerFields = Pick<PlayerDto, 'stair' | 'bestVictoryStair' | 'playerMarkers' | 'soundMute'>;

/**
 * §9 road music: the playlist follows the player's stair, best victory stair and markers; silent
 * while soundMute.
 */
export function useRoadMusic(player: MusicPlayerFields | null): void {
  const markers = player?.playerMarkers.map((m) => m.playerMarker).join(',') ?? '';
  const stair = player?.stair ?? 1;
  const best = player?.bestVictoryStair ?? 0;
  const playlist = useMemo(() => roadPlaylist(stair, best, markers.split(',')), [stair, best, markers]);
  useMusic(playlist, player?.soundMute ?? true);
}

/** §9 creature-scene music: the creature theme, medieval above stair 500; silent while soundMute. */
export function useCreatureMusic(player: Pick<PlayerDto, 'stair' | 'soundMute'> | null): void {
  const track = creatureSceneTrack(player?.stair ?? 1);
  const playlist = useMemo(() => [track], [track]);
  useMusic(playlist, player?.soundMute ?? true);
}
