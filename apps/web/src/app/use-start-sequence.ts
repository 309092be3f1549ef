import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { FRONT_VERSION, STORE_MIN_VERSION } from '@rol/protocol/game-version';
import { versionUpdateRoute } from '@rol/protocol/player-routes';
import { api } from '../api/api.ts';
import { isApiError } from '../api/api-error.ts';
import { playerInfoQuery } from '../api/player-info.ts';
import { gameBus, type PlayableSceneKey } from '../events/game-events.ts';
import { setUiLang } from '../i18n/instance.ts';
import { launchParams, rememberedLang } from '../launch/launch.ts';
import { needsStoreUpdate, resolveUiLang } from '../launch/launch-params.ts';
import { loadingTypeOf } from '../loading/loading-progress.ts';
import { localStore } from '../storage/local-store.ts';
import { useGameStore } from '../stores/game-store.ts';
import { playerStore } from '../stores/player-store.ts';
import { useWindowStore } from '../stores/window-store.ts';
import { showUpdateStep } from '../stores/update-step-store.ts';
import { cutsceneStore } from '../stores/cutscene-store.ts';
import { snowStore } from '../stores/snow-store.ts';
import { arenaSceneStore } from '../stores/arena-scene-store.ts';
import { openingDue } from '../features/cutscene/cutscene-trigger.ts';
import { chooseStartScene } from './start-scene.ts';

/**
 * §4 Start: fetch the player (3 retries, then the connection page), keep the stores and the
 * language in step with it, and once the assets are loaded start the scene §2 asks for —
 * again whenever the answer changes (a newcomer who has just chosen a character goes on to the road).
 */
export function useStartSequence(): void {
  const query = useQuery(playerInfoQuery);
  const assetsLoaded = useGameStore((s) => s.assetsLoaded);
  const storyFinished = useStore(cutsceneStore, (s) => s.finished);
  const snowWalking = useStore(snowStore, (s) => s.walking);
  const inArena = useStore(arenaSceneStore, (s) => s.visiting);
  const requested = useRef<PlayableSceneKey | null>(null);
  const roadShown = useRef(false);
  const info = query.data;

  useEffect(() => {
    if (needsStoreUpdate(launchParams.appVersion, STORE_MIN_VERSION)) showUpdateStep('store-minimum');
  }, []);

  // The build this page runs is recorded once a player is there (`player/version/update`); a page
  // started from the offline cache while the server has moved on learns here that it is outdated.
  const hasPlayer = Boolean(info);
  useEffect(() => {
    if (!hasPlayer) return;
    api.call(versionUpdateRoute, { body: { frontVersion: FRONT_VERSION } }).then(
      (answer) => {
        if (answer.outdated) showUpdateStep('outdated');
      },
      (error: unknown) => console.warn('version update not recorded', error),
    );
  }, [hasPlayer]);

  useEffect(() => {
    if (info === undefined) return;
    playerStore.setState({ info });
    useGameStore.setState({ loadingType: loadingTypeOf(info?.player ?? null) });
    if (info === null) return;
    localStore.rememberLevel(info.player.level);
    const lang = resolveUiLang(rememberedLang, globalThis.location.hostname, info.player.lang);
    // The page follows once the language's texts are there.
    void setUiLang(lang).then(
      (current) => {
        if (current) document.documentElement.lang = lang;
      },
      (error: unknown) => console.error(`interface language ${lang} failed to load`, error),
    );
  }, [info]);

  useEffect(() => {
    // An outdated page has its Update step instead (api.ts); the server is there.
    if (query.isError && !(isApiError(query.error) && query.error.code === 'VERSION_OUTDATED'))
      useWindowStore.getState().open('connection-lost');
  }, [query.isError, query.error, query.errorUpdateCount]);

  useEffect(() => {
    if (!assetsLoaded || info === undefined) return;
    const first = requested.current === null;
    const choice = chooseStartScene(info, !roadShown.current, 'none', openingDue(info, storyFinished), snowWalking, inArena);
    if (requested.current === choice.request.key) return;
    if (choice.note) console.info(choice.note);
    if (choice.request.key === 'Cutscene') cutsceneStore.setState({ part: choice.request.data.part, panel: 0, origin: 'start' });
    const transition = first ? 'none' : choice.request.key === 'Road' || choice.request.key === 'SnowWorld' ? 'clouds' : 'black';
    requested.current = choice.request.key;
    if (choice.request.key === 'Road') roadShown.current = true;
    gameBus.emit('scene:start', { ...choice.request, transition });
  }, [assetsLoaded, info, storyFinished, snowWalking, inArena]);
}
