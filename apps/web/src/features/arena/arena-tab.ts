/** The arena window's tabs. */
export type ArenaTab = 'leagues' | 'opponents' | 'history' | 'settings';

let requested: ArenaTab | null = null;

/** The tab the arena window opens on next time (once), e.g. the history after a replay. */
export function requestArenaTab(tab: ArenaTab): void {
  requested = tab;
}

/** The tab asked for, if any (then forgotten), else the opponents. */
export function takeArenaTab(): ArenaTab {
  const tab = requested ?? 'opponents';
  requested = null;
  return tab;
}
