import { ARTIFACTS, artifactEffects, type ArtifactId } from '../content/artifacts.ts';
import { EFFECT_KINDS } from '../content/effects.ts';
import { FORCES, forceEffectsAtRank, forceStepCost, forceStepSeconds, isForceId, type ForceId } from '../content/forces.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { UNLOCKS } from '../unlocks.ts';
import { FORUM_LIMITS } from './forum-rules.ts';
import { GIFT_LIMITS, GIFT_RESOURCES } from './gift-rules.ts';
import { describeEffect, effectKindName, type ManualLang } from './effect-text.ts';

/**
 * The manual and reference (§2), generated from the content tables so it never disagrees with the
 * rules. Names of classes, forces and artifacts are ids; the client shows them with its own texts.
 */
export const MANUAL_PAGES = ['classes', 'forces', 'artifacts', 'effects', 'unlocks'] as const;
export type ManualPageId = (typeof MANUAL_PAGES)[number];

export function isManualPageId(value: string): value is ManualPageId {
  return (MANUAL_PAGES as readonly string[]).includes(value);
}

export interface ManualEntry {
  /** A content id (class, force, artifact, effect kind, unlock), named by the client. */
  id: string;
  text: string;
}
export interface ManualPage {
  id: ManualPageId;
  title: string;
  intro: string;
  entries: ManualEntry[];
}

const TITLES: Record<ManualPageId, Record<ManualLang, [string, string]>> = {
  classes: {
    ru: ['Классы героев', 'Базовые числа каждого класса на 1-м уровне и прирост за уровень.'],
    en: ['Hero classes', 'Each class’s base numbers at level 1 and what every level adds.'],
  },
  forces: {
    ru: ['Силы', 'Силы изучаются и улучшаются ранг за рангом; здесь — действие на 1-м ранге.'],
    en: ['Forces', 'Forces are studied, then improved rank by rank; shown here at rank 1.'],
  },
  artifacts: {
    ru: ['Артефакты', 'Действие артефакта на его 1-м уровне и его наибольший уровень.'],
    en: ['Artifacts', 'What an artifact does at its level 1, and its highest level.'],
  },
  effects: {
    ru: ['Эффекты', 'Все виды эффектов, которые понимает движок боя.'],
    en: ['Effects', 'Every kind of effect the battle engine knows.'],
  },
  unlocks: {
    ru: ['Открытие возможностей', 'Уровни и ступени, на которых открываются возможности игры.'],
    en: ['Unlocks', 'The levels and stairs at which the game’s features open.'],
  },
};

const costText = (cost: ResourceAmounts) =>
  Object.entries(cost)
    .map(([kind, amount]) => `${kind} ${amount}`)
    .join(', ');

function classText(id: WarriorClass, lang: ManualLang): string {
  const c = WARRIOR_CLASSES[id];
  const rank =
    c.maxRank === null
      ? lang === 'ru' ? 'не повышает ранг' : 'does not rank up'
      : lang === 'ru' ? `ранг до ${c.maxRank}` : `ranks up to ${c.maxRank}`;
  return lang === 'ru'
    ? `атака ${c.attack} (+${c.growth.attack}), защита ${c.defence} (+${c.growth.defence}), здоровье ${c.health} (+${c.growth.health}); ${rank}`
    : `attack ${c.attack} (+${c.growth.attack}), defence ${c.defence} (+${c.growth.defence}), health ${c.health} (+${c.growth.health}); ${rank}`;
}

/** A force's short description: its effects at rank 1. */
export function forceShortDescription(id: ForceId, lang: ManualLang): string {
  return forceEffectsAtRank(id, 1)
    .map((e) => describeEffect(e, lang))
    .join('; ');
}

function unlockText(key: keyof typeof UNLOCKS, lang: ManualLang): string {
  const value = UNLOCKS[key];
  const byStair = key.endsWith('Stair');
  return lang === 'ru' ? `${byStair ? 'ступень' : 'уровень'} ${value}` : `${byStair ? 'stair' : 'level'} ${value}`;
}

function entriesOf(id: ManualPageId, lang: ManualLang): ManualEntry[] {
  switch (id) {
    case 'classes':
      return (Object.keys(WARRIOR_CLASSES) as WarriorClass[]).map((c) => ({ id: c, text: classText(c, lang) }));
    case 'forces':
      return (Object.keys(FORCES) as ForceId[]).map((f) => ({ id: f, text: forceShortDescription(f, lang) }));
    case 'artifacts':
      return (Object.keys(ARTIFACTS) as ArtifactId[]).map((a) => ({
        id: a,
        text: `${artifactEffects(a, 1)
          .map((e) => describeEffect(e, lang))
          .join('; ')} (${lang === 'ru' ? 'до уровня' : 'up to level'} ${ARTIFACTS[a].maxLevel})`,
      }));
    case 'effects':
      return EFFECT_KINDS.map((k) => ({ id: k, text: effectKindName(k, lang) }));
    case 'unlocks':
      return (Object.keys(UNLOCKS) as (keyof typeof UNLOCKS)[]).map((k) => ({ id: k, text: unlockText(k, lang) }));
  }
}

export function manualPage(id: ManualPageId, lang: ManualLang): ManualPage {
  const [title, intro] = TITLES[id][lang];
  return { id, title, intro, entries: entriesOf(id, lang) };
}

export interface ForceManual {
  id: ForceId;
  warriorClass: WarriorClass;
  learnRank: number;
  maxRank: number;
  /** Per rank: what it does, how long the step to it takes and what it costs. */
  ranks: { rank: number; text: string; seconds: number; cost: string; price: ResourceAmounts }[];
}

export function forceManual(id: string, lang: ManualLang): ForceManual | null {
  if (!isForceId(id)) return null;
  const def = FORCES[id];
  const ranks = [];
  for (let rank = 1; rank <= def.maxRank; rank += 1)
    ranks.push({
      rank,
      text: forceEffectsAtRank(id, rank)
        .map((e) => describeEffect(e, lang))
        .join('; '),
      seconds: forceStepSeconds(id, rank),
      cost: costText(forceStepCost(id, rank)),
      price: forceStepCost(id, rank),
    });
  return { id, warriorClass: def.warriorClass, learnRank: def.learnRank, maxRank: def.maxRank, ranks };
}

/** The numbers behind a topic (`manual/config/{id}`), as the rules hold them. */
export const MANUAL_CONFIGS = {
  unlocks: () => ({ ...UNLOCKS }),
  forum: () => ({ ...FORUM_LIMITS }),
  gifts: () => ({ ...GIFT_LIMITS, resources: GIFT_RESOURCES }),
  classes: () => WARRIOR_CLASSES,
} as const;
export type ManualConfigId = keyof typeof MANUAL_CONFIGS;
export function isManualConfigId(value: string): value is ManualConfigId {
  return Object.hasOwn(MANUAL_CONFIGS, value);
}
