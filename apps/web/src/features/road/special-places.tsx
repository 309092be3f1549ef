import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { placeSpecialGetRoute } from '@rol/protocol/place-routes';
import { api } from '../../api/api.ts';
import type { IconName } from '../../art/icons.ts';
import { hudLayoutStore } from '../../stores/hud-layout-store.ts';
import { roadStore } from '../../stores/road-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { placeName } from './place-text.ts';

type SpecialKind = 'boss' | 'portal' | 'story';

function kindOf(place: PlaceDto): SpecialKind {
  if (place.placeType === 'PORTAL') return 'portal';
  if (place.placeType === 'SCRIPT' || place.placeType === 'TALKER') return 'story';
  return 'boss';
}

/** The nearest boss, the nearest portal and the nearest unread story (places come lowest first). */
export function nearestOfEachKind(places: readonly PlaceDto[]): PlaceDto[] {
  const nearest = new Map<SpecialKind, PlaceDto>();
  for (const place of places) if (!nearest.has(kindOf(place))) nearest.set(kindOf(place), place);
  return [...nearest.values()].sort((a, b) => a.posY - b.posY);
}

function iconOf(place: PlaceDto): IconName {
  if (place.guard?.boss) return 'crowned-skull';
  if (place.placeType === 'PORTAL') return 'magic-portal';
  if (place.placeType === 'SCRIPT') return 'scroll-unfurled';
  if (place.placeType === 'TALKER') return 'conversation';
  return 'direction-sign';
}

/**
 * §3 requestSpecialPlaces: when the player info asks for it, the road lists what lies ahead —
 * the next boss guard, the next portal and the next story not yet read (`place/special/get`) — each with
 * how many stairs away it is (the name and distance in its label, the icon and `+N` on screen). Asked again whenever the player's stair changes. The list only informs:
 * it takes no taps, so it never stands between a finger and a place on the road.
 */
export function SpecialPlacesAhead({ stair, requested }: { stair: number; requested: boolean }) {
  const { t } = useTranslation();
  const special = useQuery({
    queryKey: ['road', 'special-places', stair],
    queryFn: () => api.call(placeSpecialGetRoute),
    enabled: requested,
    staleTime: 60_000,
    retry: false,
  });
  // Above the HUD's bottom rows, at the left edge (the road runs down the middle).
  const bottomRows = useStore(hudLayoutStore, (s) => s.bottomRows);
  // The road's own copy of a place knows at once when it was read or its guard beaten.
  const known = useStore(roadStore, (s) => s.places);
  const places = nearestOfEachKind(
    (special.data?.places ?? []).filter((p) => p.stair >= stair && !known.get(p.id)?.used && !known.get(p.id)?.defeated),
  );
  if (!requested || places.length === 0) return null;
  return (
    <aside className="road-ahead" data-testid="road-ahead" aria-label={t('road.ahead.title')} style={{ bottom: bottomRows + 8 }}>
      <span className="road-ahead__title">{t('road.ahead.title')}</span>
      <ul className="road-ahead__list">
        {places.map((place) => {
          const distance = place.stair - stair;
          const when = distance === 0 ? t('road.ahead.here') : t('road.ahead.stairs', { count: distance });
          const text = `${placeName(t, place)}, ${when}`;
          return (
            <li
              key={place.id}
              className="road-ahead__item"
              data-testid={`road-ahead-${place.id}`}
              data-ahead-type={place.placeType}
              data-ahead-stair={place.stair}
              aria-label={text}
              title={text}
            >
              <Icon name={iconOf(place)} size={18} />
              <span className="road-ahead__distance" aria-hidden="true">
                {distance === 0 ? t('road.ahead.hereShort') : `+${distance}`}
              </span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
