import type { useTranslation } from 'react-i18next';
import type { SnowPlaceDto } from '@rol/protocol/snow-world-routes';
import { amountsText } from '../../ui/amounts-text.ts';

type T = ReturnType<typeof useTranslation>['t'];

/** What a snow stair holds, in words: its resource, its chest's reward or its monsters. */
export function snowPlaceText(place: SnowPlaceDto, t: T): string {
  if (place.done) return t(`snowWorld.done.${place.kind}`);
  if (place.kind === 'RESOURCE' && place.resource && place.amount !== null)
    return amountsText({ [place.resource]: place.amount }, t);
  if (place.kind === 'CHEST' && place.reward) return t('snowWorld.chest', { reward: amountsText(place.reward, t) });
  const members = place.guard?.members ?? [];
  return t('snowWorld.monster', {
    names: members.map((m) => t(`names.monster.${m.monsterId}`)).join(', '),
    level: members[0]?.level ?? 1,
  });
}
