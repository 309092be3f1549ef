import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';

const STARTER_IMAGE = /^hero_(knight|ranger|sorcerer)_(m|f)$/;
const COMPANION_IMAGE = /^companion_(wolf|golem|dryad)$/;

/** A hero's shown name: the starter's or companion's own, otherwise its warrior class's name. */
export function useHeroName(): (creature: Pick<CreatureDto, 'imageId' | 'warriorClass'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (creature) => {
      const starter = STARTER_IMAGE.exec(creature.imageId);
      if (starter)
        return t(`characterSelection.character.${starter[1]}.${starter[2] === 'f' ? 'female' : 'male'}`);
      const companion = COMPANION_IMAGE.exec(creature.imageId);
      if (companion) return t(`characterSelection.companion.${companion[1]}.name`);
      return t(`names.warriorClass.${creature.warriorClass}`, { defaultValue: creature.warriorClass });
    },
    [t],
  );
}
