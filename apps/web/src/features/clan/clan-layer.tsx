import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuildingType } from '@rol/rules/clans/clan-buildings';
import type { BuildingDto, ClanDto } from '@rol/protocol/clan-dto';
import { gameBus } from '../../events/game-events.ts';
import { useMessagingStore } from '../../stores/messaging-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { useStageInsets } from '../../ui/use-stage-insets.ts';
import { clanKeys, useBuildings, useLiveTreasury, useMyClan } from './clan-api.ts';
import { BuildingSheet } from './clan-building-sheet.tsx';
import { leaveClanHall } from './use-clan-entry.ts';
import './clan-layer.css';

/**
 * §2 the clan scene's controls (docs/clans.md, "The clan scene"): a top bar (back to the road, the
 * clan's name and level), a bottom bar (the clan window, the clan shop, the clan chat, the treasury's gold and
 * emeralds) and the panel of the building tapped in the scene. It sends the scene what to draw
 * (`clan:view`) and the space its bars leave free (`ui:insets`). A player who is no longer in a
 * clan (kicked, the clan dissolved) goes back to the road.
 */
export default function ClanLayer() {
  const { t } = useTranslation();
  const my = useMyClan();
  const buildings = useBuildings();
  useLiveTreasury();
  const openWindow = useWindowStore((s) => s.open);
  const [open, setOpen] = useState<BuildingType | null>(null);
  const clan = my.data?.clan ?? null;
  const list = buildings.data?.buildings;

  // Listening before the effects below make the scene draw (and report where its buildings stand).
  const [spots, setSpots] = useState(() => gameBus.last('clan:spots')?.spots ?? []);
  useEffect(() => gameBus.on('clan:spots', (next) => setSpots(next.spots)), []);
  const root = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLElement>(null);
  // The building panel and the bottom bar together: an open panel counts as covered, so the yard
  // lays itself out above it and never hides the building the panel belongs to.
  const bottom = useRef<HTMLDivElement>(null);
  useStageInsets(root, top, bottom);
  useSceneView(clan, list);
  useUpgradesEnding(list);
  useEffect(() => gameBus.on('clan:building-tap', ({ type }) => setOpen(type)), []);
  useEffect(() => {
    if (my.data && !my.data.clan) leaveClanHall();
  }, [my.data]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || useWindowStore.getState().stack.length > 0) return;
      if (open) setOpen(null);
      else leaveClanHall();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const openChat = () => {
    useMessagingStore.setState({ chatRoom: 'clan' });
    openWindow('chat');
  };
  const building = open ? list?.find((b) => b.type === open) : undefined;

  return (
    <div className="clan-layer" ref={root} data-testid="clan-layer" data-clan-id={clan?.id ?? ''}>
      <header className="clan-layer__top" ref={top}>
        <button type="button" className="clan-layer__back" data-testid="clan-hall-back" onClick={leaveClanHall} aria-label={t('clan.yard.back')}>
          <span aria-hidden="true">‹</span>
          <span className="clan-layer__back-text">{t('clan.yard.back')}</span>
        </button>
        <div className="clan-layer__title">
          <h2 className="clan-layer__name" data-testid="clan-hall-name">{clan?.name ?? ''}</h2>
          {clan ? <span className="clan-layer__line">{t('clan.yard.line', { level: clan.level, members: clan.membersCurr, max: clan.membersMax })}</span> : null}
        </div>
      </header>
      <div className="clan-layer__spots">
        {spots.map((spot) => (
          <button
            key={spot.type}
            type="button"
            className="clan-layer__spot"
            data-testid={`clan-yard-${spot.type}`}
            aria-label={t(`clan.building.${spot.type}`)}
            style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%`, width: `${spot.width * 100}%`, height: `${spot.height * 100}%` }}
            onClick={() => setOpen(spot.type)}
          />
        ))}
      </div>
      <div className="clan-layer__foot" ref={bottom}>
        {building && clan ? <BuildingSheet building={building} clan={clan} onClose={() => setOpen(null)} /> : null}
        <footer className="clan-layer__bottom">
          {clan ? (
            <span className="clan-layer__treasury" data-testid="clan-hall-treasury">
              {t('clan.yard.treasury', { gold: clan.clanStat.gold, gems: clan.clanStat.gems })}
            </span>
          ) : null}
          <span className="clan-layer__buttons">
            <Button icon="knight-banner" data-testid="clan-hall-window" onClick={() => openWindow('clan')}>{t('clan.yard.window')}</Button>
            <Button variant="stone" icon="shop" data-testid="clan-hall-shop" onClick={() => openWindow('clan-shop')}>{t('clanPage.yardShop')}</Button>
            <Button variant="stone" icon="chat-bubble" data-testid="clan-hall-chat" onClick={openChat}>{t('clan.chat')}</Button>
          </span>
        </footer>
      </div>
    </div>
  );
}

/** Tells the scene the clan and its buildings whenever either changes. */
function useSceneView(clan: ClanDto | null, buildings: BuildingDto[] | undefined): void {
  useEffect(() => {
    if (!clan || !buildings) return;
    gameBus.emit('clan:view', {
      clanId: clan.id,
      name: clan.name,
      level: clan.level,
      theme: clan.theme,
      buildings: buildings.map((b) => ({ type: b.type, level: b.level, maxLevel: b.maxLevel, processing: b.status === 'PROCESSING', endsAt: b.endsAt })),
    });
  }, [clan, buildings]);
}

/** An upgrade completes at its end time: read the buildings (and the clan's level) again then. */
function useUpgradesEnding(buildings: BuildingDto[] | undefined): void {
  const client = useQueryClient();
  const next = Math.min(...(buildings ?? []).map((b) => (b.status === 'PROCESSING' && b.endsAt !== null ? b.endsAt : Infinity)));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // Timers cap at about 24.8 days; a later end is looked at again then.
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: clanKeys.all }), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500));
    return () => clearTimeout(timer);
  }, [client, next]);
}
