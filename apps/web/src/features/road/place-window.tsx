import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { playerInfoQuery } from '../../api/player-info.ts';
import { placeLook, placeState } from '../../art/place-art.ts';
import { isArtifactId, ARTIFACTS } from '@rol/rules/content/artifacts';
import { imageMaxStairOf, showsArtifactImage } from '../../game/road/place-loading.ts';
import { roadStore } from '../../stores/road-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import {
  GainablePanel,
  GuardPanel,
  ItemPanel,
  MarkPanel,
  PointerPanel,
  SkillPanel,
  TurnPanel,
} from './place-panels.tsx';
import { placeName } from './place-text.ts';
import { PortalPanel } from './portal-panel.tsx';
import { StoryPanel } from './story-panel.tsx';
import './place-window.css';

/** The window of a road place (§2): what it is, its state, and what can be done with it. */
export default function PlaceWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const placeId = useStore(roadStore, (s) => s.selectedPlaceId);
  const place = useStore(roadStore, (s) =>
    s.selectedPlaceId === null ? undefined : s.places.get(s.selectedPlaceId),
  );
  if (!place || placeId === null || !info) return null;
  const showsImage = showsArtifactImage(place.stair, imageMaxStairOf(info));
  const artifactEffect =
    place.payload.type === 'ARTIFACT' && showsImage && isArtifactId(place.payload.artifactId)
      ? ARTIFACTS[place.payload.artifactId].effectType
      : null;
  const look = placeLook(place, artifactEffect);
  const state = placeState(place);

  const body = (() => {
    if (place.guard !== null) return <GuardPanel place={place} state={state} />;
    switch (place.payload.type) {
      case 'SCRIPT':
      case 'TALKER':
        return <StoryPanel place={place} onDone={onClose} />;
      case 'PORTAL':
        return <PortalPanel place={place} onMoved={onClose} />;
      case 'TURN':
        return <TurnPanel place={place} onMoved={onClose} />;
      case 'GAINABLE':
        return <GainablePanel place={place} />;
      case 'SKILL':
        return <SkillPanel place={place} />;
      case 'POINTER':
        return <PointerPanel place={place} />;
      case 'CUSTOM_PLACE':
        return <MarkPanel place={place} />;
      default:
        return <ItemPanel place={place} showsImage={showsImage} />;
    }
  })();

  return (
    <WindowFrame name="place" title={placeName(t, place, showsImage)} onClose={onClose} compact>
      <div
        className="place-window"
        data-testid="place-window"
        data-place-id={place.id}
        data-place-type={place.placeType}
        data-state={state}
      >
        <div
          className="place-window__emblem"
          style={{ color: look.color, ['--place-glow' as string]: look.glow }}
        >
          <Icon name={look.icon} size={64} />
        </div>
        <p className="place-window__stair">{t('road.window.stair', { stair: place.stair })}</p>
        {body}
      </div>
    </WindowFrame>
  );
}
