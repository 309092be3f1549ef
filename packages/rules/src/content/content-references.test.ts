import { describe, expect, it } from 'vitest';
import { ARTIFACT_EFFECT_TYPES, ARTIFACT_EFFECTS, isArtifactEffectType } from './artifact-effect-types.ts';
import { ARTIFACTS } from './artifacts.ts';
import { CONSUMABLES } from './consumables.ts';
import { checkEffect, type EffectDef } from './effects.ts';
import { FACTIONS } from './factions.ts';
import { FORCES } from './forces.ts';
import { MONSTERS, monstersForStair } from './monsters.ts';
import { RUNES } from './runes.ts';
import { SKILLS, skillEffect, SKILL_TYPES } from './skills.ts';
import { STARTER_CHARACTERS, STARTER_COMPANIONS } from './starters.ts';
import { SCRIPTS, TALKERS } from './story.ts';
import { HERO_TIERS, isWarriorClass, WARRIOR_CLASSES } from './warrior-classes.ts';
import type { ForceDef } from './force-def.ts';

/** Every effect declared anywhere in the content, with where it was declared. */
function allEffects(): [string, EffectDef][] {
  const out: [string, EffectDef][] = [];
  for (const [id, def] of Object.entries(FORCES) as [string, ForceDef][])
    for (const e of def.effects) out.push([`force ${id}`, e]);
  for (const [id, list] of Object.entries(ARTIFACT_EFFECTS))
    for (const e of list) out.push([`artifact type ${id}`, e]);
  for (const [id, def] of Object.entries(CONSUMABLES))
    for (const e of def.effects) out.push([`consumable ${id}`, e]);
  for (const [id, def] of Object.entries(RUNES)) for (const e of def.effects) out.push([`rune ${id}`, e]);
  for (const [id, def] of Object.entries(MONSTERS))
    for (const e of def.abilities) out.push([`monster ${id}`, e]);
  for (const type of SKILL_TYPES) {
    const e = skillEffect(type, 1);
    if (e) out.push([`skill ${type}`, e]);
  }
  return out;
}

describe('content cross-references', () => {
  it('every warrior class has a known faction, tier and sane numbers', () => {
    for (const [id, def] of Object.entries(WARRIOR_CLASSES)) {
      expect(FACTIONS, id).toContain(def.faction);
      expect(HERO_TIERS, id).toContain(def.tier);
      expect(def.attack > 0 && def.defence > 0 && def.health > 0, id).toBe(true);
      if (def.maxRank !== null) expect(def.maxRank, id).toBe(def.rankCap);
    }
  });

  it('every starter refers to a known class', () => {
    for (const s of [...Object.values(STARTER_CHARACTERS), ...Object.values(STARTER_COMPANIONS)]) {
      expect(isWarriorClass(s.warriorClass)).toBe(true);
    }
  });

  it("every force's class exists and its learn rank fits the class", () => {
    for (const [id, def] of Object.entries(FORCES) as [string, ForceDef][]) {
      expect(isWarriorClass(def.warriorClass), id).toBe(true);
      const cls = WARRIOR_CLASSES[def.warriorClass];
      if (cls.maxRank === null) expect([2, 3, 4, 5], id).toContain(def.learnRank);
      else expect(def.learnRank >= 1 && def.learnRank <= cls.maxRank, id).toBe(true);
      expect(def.maxRank, id).toBeGreaterThanOrEqual(1);
      expect(def.effects.length, id).toBeGreaterThan(0);
    }
  });

  it('every class has forces; the Ark line has 12, one with max rank 15', () => {
    for (const cls of Object.keys(WARRIOR_CLASSES)) {
      expect(
        Object.values(FORCES).some((f) => f.warriorClass === cls),
        cls,
      ).toBe(true);
    }
    const ark = Object.values(FORCES).filter((f) => f.warriorClass === 'ark');
    expect(ark).toHaveLength(12);
    expect(ark.some((f) => f.maxRank === 15)).toBe(true);
  });

  it('every effect anywhere is well formed and of a known kind', () => {
    const effects = allEffects();
    expect(effects.length).toBeGreaterThan(100);
    for (const [where, e] of effects) expect(checkEffect(e), where).toBeNull();
  });

  it('every artifact has a known effect type, and every effect type has effects and an artifact', () => {
    for (const [id, def] of Object.entries(ARTIFACTS)) {
      expect(isArtifactEffectType(def.effectType), id).toBe(true);
      expect(def.baseLevel >= 1 && def.maxLevel >= 1, id).toBe(true);
    }
    for (const type of ARTIFACT_EFFECT_TYPES) {
      expect(ARTIFACT_EFFECTS[type].length, type).toBeGreaterThan(0);
      expect(
        Object.values(ARTIFACTS).some((a) => a.effectType === type),
        type,
      ).toBe(true);
    }
  });

  it("every monster's class exists and every stair has ordinary guards, bosses from stair 10", () => {
    for (const [id, def] of Object.entries(MONSTERS)) expect(isWarriorClass(def.warriorClass), id).toBe(true);
    for (const stair of [1, 2, 9, 10, 100, 5000])
      expect(monstersForStair(stair, false).length).toBeGreaterThan(0);
    for (const stair of [10, 20, 1000]) expect(monstersForStair(stair, true).length).toBeGreaterThan(0);
  });

  it('every skill type has a definition; story places sit on distinct positive stairs', () => {
    for (const type of SKILL_TYPES) expect(SKILLS[type]).toBeDefined();
    const stairs = [...Object.values(SCRIPTS), ...Object.values(TALKERS)].map((p) => p.stair);
    expect(new Set(stairs).size).toBe(stairs.length);
    for (const s of stairs) expect(s).toBeGreaterThan(0);
    expect(TALKERS.nun.stair).toBe(3);
    expect(Object.values(SCRIPTS).map((s) => s.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
