/** §9 unlocks: levels and stairs at which features open. */
export const UNLOCKS = {
  arenaButtonLevel: 4,
  arenaLevel: 8,
  clanButtonLevel: 8,
  clanJoinLevel: 15,
  giftsLevel: 15,
  chatLevel: 10,
  forumLevel: 10,
  backpackStair: 1,
  elixirSettingsStair: 25,
  nunStair: 3,
  legendHeroStair: 30,
  mythHeroStair: 100,
  supremeHeroStair: 500,
} as const;
