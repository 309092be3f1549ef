import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { gameBus } from '../../events/game-events.ts';
import { virtualWindowHeight, walkDurationMs } from '../../game/road/road-geometry.ts';
import { playerStore } from '../../stores/player-store.ts';
import { initialRoadState, roadStore } from '../../stores/road-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { monsterName } from './place-text.ts';
import { patchBalances, patchPosition, roadCalls } from './road-api.ts';
import { RoadController } from './road-controller.ts';
import { setActiveRoad } from './road-session.ts';

/** Resolves once the scene reports arrival `seq` (or a later one), or when `timeoutMs` passes. */
function waitArrival(seq: number, timeoutMs: number): Promise<void> {
  if ((gameBus.last('road:arrived')?.seq ?? -1) >= seq) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      off();
      clearTimeout(timer);
      resolve();
    };
    const off = gameBus.on('road:arrived', (arrived) => {
      if (arrived.seq >= seq) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}

function windowHeight(): number {
  const layout = gameBus.last('display:layout');
  return layout ? virtualWindowHeight(layout.gameHeight, layout.scale) : 600;
}

/** The road controller of this Road scene, started from the player's position once. */
export function useRoadController(info: PlayerInfoDto | null | undefined): RoadController | null {
  const client = useQueryClient();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const texts = useRef({ t, failureText });
  useEffect(() => {
    texts.current = { t, failureText };
  }, [t, failureText]);
  const [controller, setController] = useState<RoadController | null>(null);
  const ready = info !== null && info !== undefined;

  useEffect(() => {
    const player = playerStore.getState().info?.player;
    if (!ready || !player) return;
    roadStore.setState(initialRoadState);
    const road = new RoadController({
      calls: roadCalls,
      store: roadStore,
      windowHeight,
      walkDuration: (from, to) =>
        walkDurationMs(from, to, playerStore.getState().info?.player.moveSpeedMode ?? 'DEFAULT_MODE'),
      waitArrival,
      onPosition: (position) => patchPosition(client, position),
      onBalances: (balances) => patchBalances(client, balances),
      openPlace: (placeId) => {
        roadStore.setState({ selectedPlaceId: placeId });
        useWindowStore.getState().open('place');
      },
      texts: {
        blocked: (guard: PlaceDto | null) => {
          const monster = guard?.guard?.members[0]?.monsterId;
          return monster
            ? texts.current.t('road.blocked', { monster: monsterName(texts.current.t, monster) })
            : texts.current.t('road.blockedUnknown');
        },
        failure: (error) => texts.current.failureText(error),
      },
    });
    setActiveRoad(road);
    setController(road);
    const { coordinate, minCoordinate, maxCoordinate, stair, battleStair, bestVictoryStair, contextId } =
      player;
    road
      .start({
        coordinate,
        minCoordinate,
        maxCoordinate,
        loadedTo: coordinate,
        stair,
        battleStair,
        bestVictoryStair,
        contextId,
      })
      .catch((error: unknown) => console.warn('road places did not load', error));
    const offTap = gameBus.on(
      'road:tap',
      (point) => void road.tapRoad(point).catch((error: unknown) => console.warn(error)),
    );
    return () => {
      offTap();
      road.dispose();
      setActiveRoad(null);
      setController(null);
    };
  }, [ready, client]);

  return controller;
}
