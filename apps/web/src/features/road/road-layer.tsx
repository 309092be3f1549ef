import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { playerInfoQuery } from '../../api/player-info.ts';
import { placeState } from '../../art/place-art.ts';
import { RESOURCE_ART } from '../../art/resource-art.ts';
import { imageMaxStairOf, showsArtifactImage } from '../../game/road/place-loading.ts';
import { roadStore, roadViewStore, type LootFlight } from '../../stores/road-store.ts';
import { useRoadMusic } from '../../music/use-road-music.ts';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { placeLabel } from './place-text.ts';
import { SpecialPlacesAhead } from './special-places.tsx';
import type { RoadController } from './road-controller.ts';
import { useRoadController } from './use-road-controller.ts';
import './road-layer.css';

const NOTICE_MS = 4200;
const FLIGHT_MS = 850;

/**
 * The accessible layer over the road (docs/architecture.md, "Front end"): one button per visible place, over its drawing
 * (`data-testid="place-<id>"`, type, state, a label), the notice that says why the squad stopped,
 * and taken resources flying into the HUD. It also runs the road controller and the road music.
 */
export default function RoadLayer() {
  const { data: info } = useQuery(playerInfoQuery);
  const controller = useRoadController(info);
  useRoadMusic(info?.player ?? null);
  const coordinate = useStore(roadStore, (s) => s.position?.coordinate ?? null);
  if (!controller || !info) return null;
  return (
    <div className="road-layer" data-testid="road-layer" data-coordinate={coordinate ?? ''}>
      <PlaceButtons controller={controller} imageMaxStair={imageMaxStairOf(info)} />
      <SpecialPlacesAhead stair={info.player.stair} requested={info.player.requestSpecialPlaces} />
      <RoadNotice />
      <LootFlights controller={controller} />
    </div>
  );
}

function PlaceButtons({ controller, imageMaxStair }: { controller: RoadController; imageMaxStair: number }) {
  const { t } = useTranslation();
  const boxes = useStore(roadViewStore, (s) => s.boxes);
  const places = useStore(roadStore, (s) => s.places);
  const busy = useStore(roadStore, (s) => s.busyPlaceId);
  return (
    <div className="road-places" role="group" aria-label={t('road.placesLabel')}>
      {boxes.map((box) => {
        const place = places.get(box.id);
        if (!place) return null;
        const state = placeState(place);
        const label = placeLabel(t, place, state, showsArtifactImage(place.stair, imageMaxStair));
        return (
          <button
            key={box.id}
            type="button"
            className="road-place"
            data-testid={`place-${place.id}`}
            data-place-type={place.placeType}
            data-state={state}
            data-stair={place.stair}
            data-resource={place.payload.type === 'RESOURCE' ? place.payload.resource : undefined}
            data-amount={place.payload.type === 'RESOURCE' ? place.payload.amount : undefined}
            data-busy={busy === place.id ? '1' : '0'}
            aria-label={label}
            title={label}
            style={{
              left: box.x - box.size / 2,
              top: box.y - box.size / 2,
              width: box.size,
              height: box.size,
            }}
            onClick={() => void controller.tapPlace(place.id).catch((error: unknown) => console.warn(error))}
          />
        );
      })}
    </div>
  );
}

function RoadNotice() {
  const notice = useStore(roadStore, (s) => s.notice);
  const boxes = useStore(roadViewStore, (s) => s.boxes);
  const avatar = useStore(roadViewStore, (s) => s.avatar);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      if (roadStore.getState().notice?.seq === notice.seq) roadStore.setState({ notice: null });
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  const box = notice.placeId !== null ? boxes.find((b) => b.id === notice.placeId) : undefined;
  const anchor = box
    ? { x: box.x, y: box.y - box.size / 2 }
    : avatar
      ? { x: avatar.x, y: avatar.y - 90 }
      : { x: 0, y: 0 };
  return (
    <div
      key={notice.seq}
      className={`road-notice road-notice--${notice.kind}`}
      data-testid="road-notice"
      data-kind={notice.kind}
      role="status"
      aria-live="polite"
      style={{ left: `clamp(110px, ${anchor.x}px, calc(100% - 110px))`, top: Math.max(150, anchor.y) }}
      onClick={() => roadStore.setState({ notice: null })}
    >
      <Icon name={notice.kind === 'blocked' ? 'padlock' : 'cross-mark'} size={18} />
      <span>{notice.text}</span>
    </div>
  );
}

function LootFlights({ controller }: { controller: RoadController }) {
  const flights = useStore(roadStore, (s) => s.flights);
  return (
    <>
      {flights.map((flight) => (
        <Flight key={flight.id} flight={flight} onLanded={() => controller.landFlight(flight.id)} />
      ))}
    </>
  );
}

/** One taken resource: from its place up into its HUD chip, with the amount gained. */
function Flight({ flight, onLanded }: { flight: LootFlight; onLanded: () => void }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const landed = useEffectEvent(onLanded);
  const art = RESOURCE_ART[flight.resource];

  useEffect(() => {
    const node = element.current;
    const layer = node?.parentElement;
    if (!node || !layer) return;
    const box = roadViewStore.getState().boxes.find((b) => b.id === flight.placeId);
    const origin = layer.getBoundingClientRect();
    const start = box ? { x: box.x, y: box.y } : { x: origin.width / 2, y: origin.height * 0.6 };
    const chip = document.querySelector(`[data-hud-field="${art.field}"]`)?.getBoundingClientRect();
    const end = chip
      ? { x: chip.left + chip.width / 2 - origin.left, y: chip.top + chip.height / 2 - origin.top }
      : { x: start.x, y: start.y - 200 };
    node.style.left = `${start.x}px`;
    node.style.top = `${start.y}px`;
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    const animation = node.animate(
      [
        { transform: 'translate(-50%, -50%) scale(0.6)', opacity: 0 },
        { transform: 'translate(-50%, calc(-50% - 36px)) scale(1.25)', opacity: 1, offset: 0.25 },
        { transform: `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px)) scale(0.55)`, opacity: 0.9 },
      ],
      { duration: FLIGHT_MS, easing: 'cubic-bezier(0.5, 0, 0.6, 1)', fill: 'forwards' },
    );
    animation.onfinish = () => landed();
    // A tab in the background may never finish the animation: the flight lands anyway.
    const fallback = setTimeout(() => landed(), FLIGHT_MS + 1000);
    return () => {
      clearTimeout(fallback);
      animation.cancel();
    };
  }, [flight.placeId, art.field]);

  return (
    <div
      ref={element}
      className="road-loot"
      data-testid="road-loot"
      data-resource={flight.resource}
      aria-hidden="true"
      style={{ color: art.color }}
    >
      <Icon name={art.icon} size={34} />
      <span className="road-loot__amount">
        {t('road.gained', { amount: resourceAmountText(flight.resource, flight.amount, t) })}
      </span>
    </div>
  );
}
