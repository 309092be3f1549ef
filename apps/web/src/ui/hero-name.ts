import type { CreatureDto } from '@rol/protocol/player-dto';

type T = (key: string) => string;

const STARTER_IMAGE = /^hero_(knight|ranger|sorcerer)_(m|f)$/;
const COMPANION_IMAGE = /^companion_(wolf|golem|dryad)$/;

/** A hero's shown name: the starter's or companion's own, otherwise its warrior class's name. */
export function heroName(t: T, creature: Pick<CreatureDto, 'imageId' | 'warriorClass'>): string {
  const starter = STARTER_IMAGE.exec(creature.imageId);
  if (starter)
    return t(`characterSelection.character.${starter[1]}.${starter[2] === 'f' ? 'female' : 'male'}`);
  const companion = COMPANION_IMAGE.exec(creature.imageId);
  if (companion) return t(`characterSelection.companion.${companion[1]}.name`);
  return t(`names.warriorClass.${creature.warriorClass}`);
}
