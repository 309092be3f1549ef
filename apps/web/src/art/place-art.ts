import type { PlaceDto } from '@rol/protocol/place-dto';
import { palette } from '../theme/palette.ts';
import type { IconName } from './icons.ts';
import { CONSUMABLE_ART, consumableArt, runeArt } from './item-art.ts';
import { RESOURCE_ART } from './resource-art.ts';

/** A place's own state for the player, in the order it matters (§3 battleLost, used; docs/architecture.md, "Game design baseline" defeated, taken). */
export type PlaceState = 'guarded' | 'battle-lost' | 'defeated' | 'taken' | 'used' | 'open';

export function placeState(
  place: Pick<PlaceDto, 'guard' | 'defeated' | 'battleLost' | 'taken' | 'used'>,
): PlaceState {
  if (place.guard !== null) {
    if (place.defeated) return 'defeated';
    return place.battleLost ? 'battle-lost' : 'guarded';
  }
  if (place.taken) return 'taken';
  if (place.used) return 'used';
  return 'open';
}

/** Whether the place is spent for the player: drawn faded, and the squad may walk past it. */
export function isSpent(state: PlaceState): boolean {
  return state === 'defeated' || state === 'taken';
}

/** A guard's icon: its leading monster; an unknown one shows crossed swords. */
const MONSTER_ICONS: Record<string, IconName> = {
  wolf: 'wolf-head',
  goblin: 'goblin-head',
  giant_rat: 'rat',
  skeleton: 'skeleton',
  bandit: 'bandit',
  cave_spider: 'spider-face',
  marsh_snake: 'snake',
  troll: 'troll',
  ghoul: 'shambling-zombie',
  stone_golem: 'rock-golem',
  imp: 'imp',
  wraith: 'ghost',
  harpy: 'harpy',
  fire_elemental: 'fire-silhouette',
  basilisk: 'lizard-tongue',
  ogre: 'ogre',
  lich: 'skull-crossed-bones',
  dark_mage: 'warlock-hood',
  minotaur: 'minotaur',
  wyvern: 'wyvern',
  frost_giant: 'giant',
  demon_lord: 'daemon-skull',
  fallen_angel: 'angel-wings',
  storm_titan: 'lightning-helix',
  alpha_wolf: 'direwolf',
  goblin_shaman: 'totem-mask',
  bandit_captain: 'pirate-captain',
  brood_mother: 'long-legged-spider',
  wolf_king: 'wolf-howl',
  koschey: 'crowned-skull',
  zmey_gorynych: 'hydra',
  baba_yaga: 'witch-flight',
  chernobog: 'horned-skull',
  frost_king: 'ice-golem',
};

export function monsterIcon(monsterId: string): IconName {
  return MONSTER_ICONS[monsterId] ?? 'crossed-swords';
}

/** An artifact's icon by its §3 effect type. */
const ARTIFACT_EFFECT_ICONS: Record<string, IconName> = {
  attack: 'broadsword',
  defence: 'checked-shield',
  attack_defence: 'breastplate',
  health: 'heart-plus',
  koschey_attack: 'sewing-needle',
  koschey_defence: 'egg-clutch',
  poison: 'poison-bottle',
  resurrection: 'ankh',
  hammer: 'thor-hammer',
  gorgon: 'medusa-head',
  fire: 'fire-ring',
  shadow_enforce: 'hooded-figure',
  inkub: 'heart-necklace',
  sukkub: 'gem-pendant',
  witch: 'crystal-ball',
};

export function artifactIcon(effectType: string | null): IconName {
  return (effectType !== null ? ARTIFACT_EFFECT_ICONS[effectType] : undefined) ?? 'locked-chest';
}

const SKILL_ICONS: Record<string, IconName> = {
  attack: 'broadsword',
  defence: 'checked-shield',
  health: 'heart-plus',
  poison: 'poison-bottle',
  immortality: 'ankh',
};

const TALKER_ICONS: Record<string, IconName> = {
  nun: 'nun-face',
  old_smith: 'anvil',
  wandering_bard: 'lyre',
  hermit: 'wizard-staff',
};

export interface PlaceLook {
  icon: IconName;
  /** The icon's colour. */
  color: string;
  /** The plinth's glow colour. */
  glow: string;
}

/**
 * How a place is drawn, by its type and payload (docs/architecture.md, "Art and sound": icons on plinths). `artifactEffect`
 * is the effect type of an artifact whose image is shown (within §9's artifact image range), else
 * null for a closed chest.
 */
export function placeLook(
  place: Pick<PlaceDto, 'payload' | 'guard'>,
  artifactEffect: string | null = null,
): PlaceLook {
  if (place.guard !== null) {
    const leader = place.guard.members[0]?.monsterId ?? '';
    return place.guard.boss
      ? { icon: monsterIcon(leader), color: '#ffd0c0', glow: palette.blood }
      : { icon: monsterIcon(leader), color: '#f4d6c8', glow: palette.bloodLight };
  }
  const payload = place.payload;
  switch (payload.type) {
    case 'RESOURCE': {
      const art = RESOURCE_ART[payload.resource];
      return { icon: art.icon, color: art.color, glow: art.color };
    }
    case 'CUSTOM_PLACE':
      return payload.scenario === 'shrine'
        ? { icon: 'shinto-shrine', color: '#f1e2bf', glow: '#7cc8ff' }
        : payload.scenario === 'camp'
          ? { icon: 'camping-tent', color: '#f1e2bf', glow: palette.torch }
          : { icon: 'crossed-swords', color: '#f4d6c8', glow: palette.bloodLight };
    case 'ARTIFACT':
      return artifactEffect === null
        ? { icon: 'locked-chest', color: palette.goldLight, glow: palette.gold }
        : { icon: artifactIcon(artifactEffect), color: palette.goldLight, glow: palette.gold };
    case 'RUNE': {
      const art = runeArt(payload.runeId);
      return { icon: art.icon, color: art.color, glow: art.color };
    }
    case 'CONSUMABLE': {
      const art = consumableArt(payload.consumableId);
      return { icon: art.icon, color: art.color, glow: art.color };
    }
    case 'POINTER':
      return { icon: 'direction-sign', color: palette.parchment, glow: palette.stoneLight };
    case 'TURN':
      return { icon: 'split-arrows', color: palette.parchment, glow: '#9ad0ff' };
    case 'GAINABLE':
      return {
        icon: 'gold-mine',
        color: RESOURCE_ART[payload.resource].color,
        glow: RESOURCE_ART[payload.resource].color,
      };
    case 'SCRIPT':
      return { icon: 'open-book', color: palette.parchment, glow: palette.torch };
    case 'PORTAL':
      return { icon: 'magic-portal', color: '#e2c8ff', glow: palette.factionShadow };
    case 'SKILL':
      return { icon: SKILL_ICONS[payload.skillType] ?? 'sparkles', color: '#d8ffb8', glow: palette.exp };
    case 'TALKER':
      return {
        icon: TALKER_ICONS[payload.talkerId] ?? 'conversation',
        color: palette.parchment,
        glow: '#ffe08a',
      };
  }
}

/** Every icon a place may show (they are loaded as textures). */
export const PLACE_ICONS: readonly IconName[] = [
  ...new Set<IconName>([
    ...Object.values(MONSTER_ICONS),
    ...Object.values(ARTIFACT_EFFECT_ICONS),
    ...Object.values(SKILL_ICONS),
    ...Object.values(TALKER_ICONS),
    ...Object.values(RESOURCE_ART).map((r) => r.icon),
    ...Object.values(CONSUMABLE_ART).map((c) => c.icon),
    'crossed-swords',
    'locked-chest',
    'shinto-shrine',
    'camping-tent',
    'rune-stone',
    'bubbling-flask',
    'direction-sign',
    'split-arrows',
    'gold-mine',
    'open-book',
    'magic-portal',
    'conversation',
    'sparkles',
  ]),
];
