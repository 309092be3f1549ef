import { ARTIFACT_EFFECTS, isAmuletEffectType, type ArtifactEffectType } from './artifact-effect-types.ts';
import { scaleEffect, type EffectDef } from './effects.ts';

/**
 * An artifact (§3): an item with an effect type and a level. `baseLevel` says how strong the item
 * is at its own level 1 (a greater relic acts like a common one a few levels up). Temporal items
 * cannot be given to heroes (§5).
 */
export interface ArtifactDef {
  effectType: ArtifactEffectType;
  atlasKey: string;
  baseLevel: number;
  maxLevel: number;
  temporal?: boolean;
}

/** §3: an identifier with this prefix is a VIP item. */
export const VIP_PREFIX = 'vip_';
/** §9: reforging an artifact gives the chosen hero this share of its power. */
export const REFORGE_SHARE = 0.25;

// prettier-ignore
export const ARTIFACTS = {
  bronze_sword: { effectType: 'attack', atlasKey: 'sword_bronze', baseLevel: 1, maxLevel: 10 },
  knight_sword: { effectType: 'attack', atlasKey: 'sword_knight', baseLevel: 4, maxLevel: 15 },
  rune_blade: { effectType: 'attack', atlasKey: 'sword_rune', baseLevel: 8, maxLevel: 20 },
  wooden_shield: { effectType: 'defence', atlasKey: 'shield_wood', baseLevel: 1, maxLevel: 10 },
  tower_shield: { effectType: 'defence', atlasKey: 'shield_tower', baseLevel: 5, maxLevel: 20 },
  warrior_belt: { effectType: 'attack_defence', atlasKey: 'belt_warrior', baseLevel: 1, maxLevel: 12 },
  hero_armour: { effectType: 'attack_defence', atlasKey: 'armour_hero', baseLevel: 6, maxLevel: 20 },
  life_ring: { effectType: 'health', atlasKey: 'ring_life', baseLevel: 1, maxLevel: 10 },
  giant_heart: { effectType: 'health', atlasKey: 'heart_giant', baseLevel: 6, maxLevel: 20 },
  koschey_needle: { effectType: 'koschey_attack', atlasKey: 'needle_koschey', baseLevel: 1, maxLevel: 10 },
  koschey_egg: { effectType: 'koschey_defence', atlasKey: 'egg_koschey', baseLevel: 1, maxLevel: 10 },
  viper_fang: { effectType: 'poison', atlasKey: 'fang_viper', baseLevel: 1, maxLevel: 10 },
  hydra_fang: { effectType: 'poison', atlasKey: 'fang_hydra', baseLevel: 5, maxLevel: 15 },
  phoenix_feather_amulet: { effectType: 'resurrection', atlasKey: 'amulet_phoenix', baseLevel: 1, maxLevel: 10 },
  svarog_hammer: { effectType: 'hammer', atlasKey: 'hammer_svarog', baseLevel: 1, maxLevel: 10 },
  gorgon_eye: { effectType: 'gorgon', atlasKey: 'eye_gorgon', baseLevel: 1, maxLevel: 10 },
  fire_amulet: { effectType: 'fire', atlasKey: 'amulet_fire', baseLevel: 1, maxLevel: 10 },
  shadow_cloak: { effectType: 'shadow_enforce', atlasKey: 'cloak_shadow', baseLevel: 1, maxLevel: 10 },
  inkub_amulet: { effectType: 'inkub', atlasKey: 'amulet_inkub', baseLevel: 1, maxLevel: 10 },
  sukkub_amulet: { effectType: 'sukkub', atlasKey: 'amulet_sukkub', baseLevel: 1, maxLevel: 10 },
  witch_amulet: { effectType: 'witch', atlasKey: 'amulet_witch', baseLevel: 1, maxLevel: 10 },
  trial_sword: { effectType: 'attack', atlasKey: 'sword_trial', baseLevel: 2, maxLevel: 2, temporal: true },
  vip_dragon_blade: { effectType: 'attack', atlasKey: 'sword_dragon_vip', baseLevel: 10, maxLevel: 25 },
  vip_aegis: { effectType: 'attack_defence', atlasKey: 'aegis_vip', baseLevel: 10, maxLevel: 25 },
  vip_koschey_crown: { effectType: 'koschey_attack', atlasKey: 'crown_koschey_vip', baseLevel: 5, maxLevel: 15 },
  vip_witch_mirror: { effectType: 'witch', atlasKey: 'mirror_witch_vip', baseLevel: 5, maxLevel: 15 },
} as const satisfies Record<string, ArtifactDef>;

export type ArtifactId = keyof typeof ARTIFACTS;

export function isArtifactId(value: string): value is ArtifactId {
  return Object.hasOwn(ARTIFACTS, value);
}

/** §3: an identifier starting with `vip_` is a VIP item. */
export function isVipIdentifier(identifier: string): boolean {
  return identifier.startsWith(VIP_PREFIX);
}

/** §5: an amulet is an artifact whose effect is not attack, defence, attack_defence or health. */
export function isAmulet(artifactId: ArtifactId): boolean {
  return isAmuletEffectType(ARTIFACTS[artifactId].effectType);
}

/** The effective level of an artifact of `level` (its level is clamped to 1 … maxLevel). */
export function artifactEffectiveLevel(artifactId: ArtifactId, level: number): number {
  const def: ArtifactDef = ARTIFACTS[artifactId];
  const own = Math.min(def.maxLevel, Math.max(1, Math.floor(level)));
  return def.baseLevel + own - 1;
}

/** The effects an artifact at `level` gives its holder. */
export function artifactEffects(artifactId: ArtifactId, level: number): EffectDef[] {
  const effective = artifactEffectiveLevel(artifactId, level);
  const base: readonly EffectDef[] = ARTIFACT_EFFECTS[ARTIFACTS[artifactId].effectType];
  return base.map((e) => scaleEffect(e, effective));
}

/** A single number for an artifact's strength (its effective level), e.g. for reforging. */
export function artifactPower(artifactId: ArtifactId, level: number): number {
  return artifactEffectiveLevel(artifactId, level);
}
