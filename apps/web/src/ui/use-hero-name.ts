import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { heroName } from './hero-name.ts';

/** `heroName` in the current language, for components. */
export function useHeroName(): (creature: Pick<CreatureDto, 'imageId' | 'warriorClass'>) => string {
  const { t } = useTranslation();
  return useCallback((creature) => heroName(t, creature), [t]);
}
