/**
 * §9 music by stair, as a playlist the road plays in turn:
 * - up to stair 3 one road track, to 5 two, to 10 three, to 15 (and on to 500) all four; the
 *   newest track unlocked comes first, so climbing brings new music at once;
 * - above stair 500 the high themes take over, chosen by bestVictoryStair with the thresholds
 *   3000, 4375 and 5250 (one more theme joins at each); a player who has seen the last story part
 *   (the `story_part_10` marker) also hears the legend theme, first.
 * The creature scene plays a medieval theme above stair 500.
 */
export const ROAD_TRACKS = ['road_1', 'road_2', 'road_3', 'road_4'] as const;
export const HIGH_TRACKS = ['high_1', 'high_2', 'high_3', 'high_4'] as const;
export type MusicTrack =
  (typeof ROAD_TRACKS)[number] | (typeof HIGH_TRACKS)[number] | 'legend' | 'creature' | 'medieval';

/** Road tracks unlocked up to each stair (inclusive). */
export const ROAD_TRACK_STAIRS = [3, 5, 10, 15] as const;
export const HIGH_MUSIC_FROM = 500;
export const HIGH_THRESHOLDS = [3000, 4375, 5250] as const;
export const LEGEND_MARKER = 'story_part_10';

/** §9 music volume and short track volume. */
export const MUSIC_VOLUME = 0.3;

function roadTrackCount(stair: number): number {
  const index = ROAD_TRACK_STAIRS.findIndex((limit) => stair <= limit);
  return index === -1 ? ROAD_TRACKS.length : index + 1;
}

function highTrackCount(bestVictoryStair: number): number {
  return 1 + HIGH_THRESHOLDS.filter((threshold) => bestVictoryStair >= threshold).length;
}

/** The road's playlist for the player's stair, best victory stair and markers. */
export function roadPlaylist(
  stair: number,
  bestVictoryStair: number,
  markers: readonly string[],
): MusicTrack[] {
  if (stair <= HIGH_MUSIC_FROM) return ROAD_TRACKS.slice(0, roadTrackCount(stair)).reverse();
  const high: MusicTrack[] = HIGH_TRACKS.slice(0, highTrackCount(bestVictoryStair)).reverse();
  return markers.includes(LEGEND_MARKER) ? ['legend', ...high] : high;
}

/** §9: the creature scene's music is medieval above stair 500. */
export function creatureSceneTrack(stair: number): MusicTrack {
  return stair > HIGH_MUSIC_FROM ? 'medieval' : 'creature';
}

/** The track after `current` in `playlist` (the first when `current` is not in it). */
export function nextTrack(playlist: readonly MusicTrack[], current: MusicTrack | null): MusicTrack | null {
  if (playlist.length === 0) return null;
  const index = current === null ? -1 : playlist.indexOf(current);
  return playlist[(index + 1) % playlist.length] ?? null;
}
