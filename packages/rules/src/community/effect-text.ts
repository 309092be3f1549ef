import type { EffectDef, EffectKind, EffectTarget, EffectTrigger } from '../content/effects.ts';

export type ManualLang = 'ru' | 'en';

const KIND: Record<EffectKind, Record<ManualLang, string>> = {
  attack: { ru: 'атака', en: 'attack' },
  defence: { ru: 'защита', en: 'defence' },
  health: { ru: 'здоровье', en: 'health' },
  heal: { ru: 'лечение', en: 'healing' },
  poison: { ru: 'яд', en: 'poison' },
  fire: { ru: 'огонь', en: 'fire' },
  freeze: { ru: 'заморозка', en: 'freeze' },
  resurrection: { ru: 'воскрешение', en: 'resurrection' },
  immortality: { ru: 'бессмертие', en: 'immortality' },
  block: { ru: 'блок', en: 'block' },
  hammer: { ru: 'пробивание защиты', en: 'armour piercing' },
  luck: { ru: 'удача (критический удар)', en: 'luck (critical blow)' },
  shadow: { ru: 'уклонение', en: 'evasion' },
  lifesteal: { ru: 'вампиризм', en: 'lifesteal' },
};

const TRIGGER: Record<EffectTrigger, Record<ManualLang, string>> = {
  passive: { ru: 'всегда', en: 'always' },
  onBattleStart: { ru: 'в начале боя', en: 'at the start of a battle' },
  onTurnStart: { ru: 'в начале каждого раунда', en: 'at the start of every round' },
  onHit: { ru: 'при ударе', en: 'on a blow dealt' },
  onHitTaken: { ru: 'при полученном ударе', en: 'on a blow taken' },
  onDeath: { ru: 'при гибели', en: 'on death' },
  onUse: { ru: 'при применении', en: 'when used' },
};

const TARGET: Record<EffectTarget, Record<ManualLang, string>> = {
  self: { ru: 'на себя', en: 'on itself' },
  ally: { ru: 'на свой отряд', en: 'on its squad' },
  enemy: { ru: 'на врага', en: 'on the enemy' },
  all: { ru: 'на всех врагов', en: 'on every enemy' },
};

const ROUNDS: Record<ManualLang, (n: number) => string> = {
  ru: (n) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'раунд' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'раунда' : 'раундов'}`,
  en: (n) => `${n} round${n === 1 ? '' : 's'}`,
};

const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;

/** The size of an effect: points, or a percentage for multipliers and shares. */
function amountOf(effect: EffectDef): string {
  if (effect.op === 'multiply') {
    if (effect.kind === 'attack' || effect.kind === 'defence' || effect.kind === 'health')
      return `${effect.value >= 1 ? '+' : '−'}${percent(Math.abs(effect.value - 1) || effect.value)}`;
    return percent(effect.value);
  }
  if (effect.kind === 'lifesteal' || effect.kind === 'resurrection') return percent(effect.value);
  return `${effect.value >= 0 ? '+' : '−'}${Math.abs(effect.value)}`;
}

/** One effect in words: "attack +3, always, on itself" / "poison 2, on a blow dealt, chance 30 %, 2 rounds". */
export function describeEffect(effect: EffectDef, lang: ManualLang): string {
  const parts = [`${KIND[effect.kind][lang]} ${amountOf(effect)}`, TRIGGER[effect.trigger][lang], TARGET[effect.target][lang]];
  if (effect.chance !== undefined && effect.chance < 1)
    parts.push(`${lang === 'ru' ? 'шанс' : 'chance'} ${percent(effect.chance)}`);
  if (effect.duration > 0) parts.push(ROUNDS[lang](effect.duration));
  return parts.join(', ');
}

export function effectKindName(kind: EffectKind, lang: ManualLang): string {
  return KIND[kind][lang];
}
