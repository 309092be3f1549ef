import type { TFunction } from 'i18next';
import type { CreatureLook } from '../../stores/battle-store.ts';

type T = TFunction | ((key: string, params?: Record<string, unknown>) => string);

const STARTER_IMAGE = /^hero_(knight|ranger|sorcerer)_(m|f)$/;
const COMPANION_IMAGE = /^companion_(wolf|golem|dryad)$/;

/** A battle creature's shown name: the monster's, the starter's or companion's, else "Hero N". */
export function creatureName(t: T, creature: Pick<CreatureLook, 'id' | 'imageId' | 'monsterId'>): string {
  if (creature.monsterId !== null) return t(`names.monster.${creature.monsterId}`);
  const starter = STARTER_IMAGE.exec(creature.imageId);
  if (starter) return t(`characterSelection.character.${starter[1]}.${starter[2] === 'f' ? 'female' : 'male'}`);
  const companion = COMPANION_IMAGE.exec(creature.imageId);
  if (companion) return t(`characterSelection.companion.${companion[1]}.name`);
  return t('battle.heroName', { id: creature.id });
}
