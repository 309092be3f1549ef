import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useStore } from 'zustand';
import { clientErrors } from '../api/api.ts';
import { PhaserGame } from '../game/phaser-game.tsx';
import { i18n } from '../i18n/instance.ts';
import { LoadingScreen } from '../loading/loading-screen.tsx';
import { battleStore } from '../stores/battle-store.ts';
import { useGameStore } from '../stores/game-store.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { onSceneFailure } from './game-bridge.ts';
import { queryClient } from './query-client.ts';
import { useBattleEntry } from '../features/battle/use-battle-entry.ts';
import { useHeroEntry } from '../features/hero/use-hero-entry.ts';
import { useCutsceneEntry } from '../features/cutscene/use-cutscene-entry.ts';
import { useClanEntry } from '../features/clan/use-clan-entry.ts';
import { useReplayEntry } from '../features/arena/use-replay-entry.ts';
import { useRatePrompt } from '../features/rate-prompt/use-rate-prompt.ts';
import { usePlatformGiftEntry } from '../features/platform-gift/use-platform-gift-entry.ts';
import { useBackButton } from './back-button.ts';
import { useDisplayLayout } from './use-display.ts';
import { useStartSequence } from './use-start-sequence.ts';
import { WindowHost } from './window-host.tsx';
import { isChunkLoadError, loadChunk } from './chunk-load.ts';
import { useReloadReasonStore } from '../stores/reload-reason-store.ts';

const RoadLayer = lazy(() => loadChunk('road-layer', () => import('../features/road/road-layer.tsx')));
const RoadHud = lazy(() => loadChunk('road-hud', () => import('../features/road-hud/road-hud.tsx')));
const BattleLayer = lazy(() => loadChunk('battle-layer', () => import('../features/battle/battle-layer.tsx')));
const CharacterSelectionPanel = lazy(() => loadChunk('character-selection-panel', () => import('../features/character-selection/character-selection-panel.tsx')));
const HeroPage = lazy(() => loadChunk('hero-page', () => import('../features/hero/hero-page.tsx')));
const BanNotice = lazy(() => loadChunk('ban-notice', () => import('../features/ban-notice/ban-notice.tsx')));
const ActingAsBanner = lazy(() => loadChunk('acting-as-banner', () => import('../features/moderation/acting-as-banner.tsx')));
const TutorialGuide = lazy(() => loadChunk('tutorial-guide', () => import('../features/tutorial/tutorial-guide.tsx')));
const EventLook = lazy(() => loadChunk('event-look', () => import('../features/event-look/event-look.tsx')));
const CutsceneLayer = lazy(() => loadChunk('cutscene-layer', () => import('../features/cutscene/cutscene-layer.tsx')));
const PaymentBanner = lazy(() => loadChunk('payment-banner', () => import('../features/bank/payment-banner.tsx')));
const SnowWorldLayer = lazy(() => loadChunk('snow-world-layer', () => import('../features/snow-world/snow-world-layer.tsx')));
const ClanLayer = lazy(() => loadChunk('clan-layer', () => import('../features/clan/clan-layer.tsx')));
const ArenaLayer = lazy(() => loadChunk('arena-layer', () => import('../features/arena/arena-layer.tsx')));
const ArenaReplayLayer = lazy(() => loadChunk('arena-replay-layer', () => import('../features/arena/replay-layer.tsx')));
const OfferPopup = lazy(() => loadChunk('offer-popup', () => import('../features/offers/offer-popup.tsx')));
const BankOffer = lazy(() => loadChunk('bank-offer', () => import('../features/bank/bank-offer.tsx')));
const DesktopSides = lazy(() => loadChunk('desktop-sides', () => import('../features/desktop-sides/desktop-sides.tsx')));

/**
 * A scene's controls failing to load is a failed scene start: the page reloads (§2); a second
 * failure soon after shows the reload page, which then says a download was lost.
 */
function onPanelError(error: unknown): void {
  clientErrors.report(error);
  if (isChunkLoadError(error)) useReloadReasonStore.setState({ reason: 'download' });
  onSceneFailure();
}

function Stage() {
  useStartSequence();
  useBattleEntry();
  useHeroEntry();
  useRatePrompt();
  useCutsceneEntry();
  useClanEntry();
  useReplayEntry();
  usePlatformGiftEntry();
  useBackButton();
  const layout = useDisplayLayout();
  const scene = useGameStore((s) => s.activeScene);
  // The battle scene replays a stored arena battle: its controls instead of the battle's.
  const replaying = useStore(battleStore, (s) => s.replay !== null);
  return (
    <main
      className={`stage${layout.desktop ? ' stage--desktop' : ''}`}
      style={{ width: layout.cssWidth, height: layout.cssHeight }}
      data-desktop={layout.desktop ? '1' : '0'}
    >
      <PhaserGame initialLayout={layout} />
      <ErrorBoundary key={scene ?? 'none'} onError={onPanelError}>
        <Suspense fallback={null}>
          {scene === 'Road' ? <EventLook /> : null}
          {scene === 'Road' ? <RoadLayer /> : null}
          {scene === 'Road' ? <RoadHud /> : null}
          {scene === 'Road' ? <OfferPopup /> : null}
          {scene === 'CharacterSelection' ? <CharacterSelectionPanel /> : null}
          {(scene === 'BattleLoading' || scene === 'Battle') && !replaying ? <BattleLayer /> : null}
          {scene === 'Battle' && replaying ? <ArenaReplayLayer /> : null}
          {scene === 'Arena' ? <ArenaLayer /> : null}
          {scene === 'Creature' ? <HeroPage /> : null}
          {scene === 'Road' || scene === 'CharacterSelection' ? <TutorialGuide /> : null}
          {scene === 'Cutscene' ? <CutsceneLayer /> : null}
          {scene === 'SnowWorld' ? <SnowWorldLayer /> : null}
          {scene === 'Clan' ? <ClanLayer /> : null}
          {scene === 'Road' && layout.desktop ? <DesktopSides stageWidth={layout.cssWidth} desktop={layout.desktop} /> : null}
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Stage />
        <LoadingScreen />
        <WindowHost />
        <ErrorBoundary onError={(error) => clientErrors.report(error)}>
          <Suspense fallback={null}>
            <ActingAsBanner />
            <BanNotice />
            <PaymentBanner />
            <BankOffer />
          </Suspense>
        </ErrorBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
