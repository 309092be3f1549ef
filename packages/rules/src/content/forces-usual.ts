import { chanceProperty, effect, onHitStatus, statBonus, statPercent } from './effect-builders.ts';
import { force, type ForceDef } from './force-def.ts';

/** Forces of the usual and legendary classes, which rank up: learnable at ranks up to the class's maxRank. */
export const USUAL_FORCES = {
  human_valor: force('human', 1, 5, [statBonus('attack', 3, 2)]),
  human_shield_wall: force('human', 2, 5, [chanceProperty('block', 0.1, 0.03, 0.3)]),
  human_rally: force('human', 4, 5, [statPercent('attack', 0.03, 0.01, 'ally')]),
  beast_fangs: force('beast', 1, 5, [onHitStatus('poison', 2, 2, 0.3, { perLevel: 1 })]),
  beast_hide: force('beast', 2, 5, [statBonus('defence', 2, 1)]),
  beast_frenzy: force('beast', 4, 5, [chanceProperty('luck', 0.08, 0.02, 0.2)]),
  demon_hellfire: force('demon', 1, 5, [
    effect('fire', 'onHit', 0.2, { op: 'multiply', target: 'all', chance: 0.2, perLevel: 0.05 }),
  ]),
  demon_brimstone: force('demon', 2, 5, [statPercent('attack', 0.08, 0.03)]),
  demon_soul_drain: force('demon', 4, 5, [effect('lifesteal', 'passive', 0.1, { perLevel: 0.03 })]),
  dragon_breath: force('dragon', 1, 6, [
    effect('fire', 'onHit', 0.3, { op: 'multiply', target: 'all', chance: 0.25, perLevel: 0.05 }),
  ]),
  dragon_scales: force('dragon', 3, 6, [statBonus('defence', 4, 2)]),
  dragon_wrath: force('dragon', 6, 6, [chanceProperty('luck', 0.1, 0.02, 0.3)]),
  gin_mirage: force('gin', 1, 5, [chanceProperty('shadow', 0.1, 0.02)]),
  gin_wish: force('gin', 2, 5, [effect('heal', 'onTurnStart', 2, { target: 'ally', perLevel: 1 })]),
  gin_storm: force('gin', 4, 5, [effect('fire', 'onHit', 4, { target: 'enemy', chance: 0.3, perLevel: 2 })]),
  golem_stone_skin: force('golem', 1, 5, [statPercent('defence', 0.1, 0.04)]),
  golem_bulwark: force('golem', 2, 5, [chanceProperty('block', 0.12, 0.03, 0.2)]),
  golem_crush: force('golem', 4, 5, [chanceProperty('hammer', 0.12, 0.03)]),
  mag_frost_bolt: force('mag', 1, 5, [onHitStatus('freeze', 0, 2, 0.1, { chancePerLevel: 0.02 })]),
  mag_arcane: force('mag', 2, 5, [statPercent('attack', 0.08, 0.03)]),
  mag_ward: force('mag', 4, 5, [statPercent('defence', 0.03, 0.01, 'ally')]),
  necro_plague: force('necro', 1, 5, [onHitStatus('poison', 3, 3, 0.35, { perLevel: 1 })]),
  necro_unlife: force('necro', 2, 5, [
    effect('resurrection', 'onDeath', 0.3, { chance: 0.15, chancePerLevel: 0.04 }),
  ]),
  necro_curse: force('necro', 4, 5, [
    onHitStatus('defence', 0.85, 2, 0.3, { op: 'multiply', perLevel: -0.02 }),
  ]),
  serpent_venom: force('serpent', 1, 5, [onHitStatus('poison', 2, 3, 0.35, { perLevel: 1 })]),
  serpent_coil: force('serpent', 2, 5, [onHitStatus('freeze', 0, 2, 0.08, { chancePerLevel: 0.02 })]),
  serpent_scales: force('serpent', 4, 5, [statBonus('defence', 3, 2)]),
  phoenix_rebirth: force('phoenix', 1, 5, [
    effect('resurrection', 'onDeath', 0.5, { chance: 0.3, chancePerLevel: 0.05 }),
  ]),
  phoenix_flame: force('phoenix', 2, 5, [
    effect('fire', 'onHit', 5, { target: 'enemy', chance: 0.3, perLevel: 2 }),
  ]),
  phoenix_blaze: force('phoenix', 4, 5, [statPercent('attack', 0.04, 0.01, 'ally')]),
  undead_undying: force('undead', 1, 5, [effect('immortality', 'passive', 1, { perLevel: 0.25 })]),
  undead_rot: force('undead', 2, 5, [onHitStatus('poison', 2, 3, 0.3, { perLevel: 1 })]),
  undead_bone_armor: force('undead', 4, 5, [statBonus('defence', 3, 2)]),
  troll_regeneration: force('troll', 1, 5, [
    effect('heal', 'onTurnStart', 0.04, { op: 'multiply', perLevel: 0.01 }),
  ]),
  troll_club: force('troll', 2, 5, [chanceProperty('hammer', 0.1, 0.03)]),
  troll_hide: force('troll', 4, 5, [statPercent('health', 0.1, 0.04)]),
  spider_web: force('spider', 1, 5, [onHitStatus('freeze', 0, 2, 0.12, { chancePerLevel: 0.02 })]),
  spider_venom: force('spider', 2, 5, [onHitStatus('poison', 3, 2, 0.4, { perLevel: 1 })]),
  spider_skitter: force('spider', 4, 5, [chanceProperty('shadow', 0.08, 0.02)]),
  elemental_flame: force('elemental', 1, 5, [
    effect('fire', 'onHit', 4, { target: 'enemy', chance: 0.3, perLevel: 2 }),
  ]),
  elemental_frost: force('elemental', 2, 5, [onHitStatus('freeze', 0, 2, 0.08, { chancePerLevel: 0.02 })]),
  elemental_earth: force('elemental', 4, 5, [statBonus('defence', 3, 2)]),
} as const satisfies Record<string, ForceDef>;
