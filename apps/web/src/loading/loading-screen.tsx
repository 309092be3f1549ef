import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../api/player-info.ts';
import { launchParams } from '../launch/launch.ts';
import { useGameStore } from '../stores/game-store.ts';
import { GameTitle } from './game-title.tsx';
import { loadLog } from './loading-runtime.ts';
import {
  LOADING_BAR_INNER_WIDTH,
  LOADING_CLEANUP_TIMEOUT_MS,
  isNewYearSeason,
  progressLabel,
  progressTarget,
  reachedMilestones,
  stepProgress,
  type LoadingMilestone,
} from './loading-progress.ts';
import { makeParticles } from './particles.ts';
import './loading-screen.css';

/** Before Phaser's chunk arrives the bar creeps to this percent. */
const PRE_BOOT_TARGET = 4;

function useLoadingTarget(): number {
  const bootStarted = useGameStore((s) => s.bootStarted);
  const loadPercent = useGameStore((s) => s.loadPercent);
  return bootStarted ? progressTarget(loadPercent) : PRE_BOOT_TARGET;
}

/** Animates the shown percent towards the target and logs the 5 % and 50 % milestones once. */
function useShownProgress(target: number, running: boolean): number {
  const [label, setLabel] = useState(0);
  const shown = useRef(0);
  const targetRef = useRef(target);
  const logged = useRef(new Set<LoadingMilestone>());

  useEffect(() => {
    targetRef.current = target;
  }, [target]);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      shown.current = stepProgress(shown.current, targetRef.current, now - last);
      last = now;
      for (const step of reachedMilestones(shown.current, logged.current)) {
        logged.current.add(step);
        loadLog.step(step);
      }
      const next = progressLabel(shown.current);
      useGameStore.setState({ shownPercent: next });
      setLabel((prev) => (prev === next ? prev : next));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  return label;
}

function Sky({ newYear }: { newYear: boolean }) {
  const particles = useMemo(
    () => (newYear ? makeParticles(70, 2024, [2, 6], [7, 14]) : makeParticles(36, 631, [2, 4], [5, 10])),
    [newYear],
  );
  const clouds = useMemo(() => makeParticles(6, 17, [160, 320], [50, 90]), []);
  return (
    <div className="loading-sky" aria-hidden="true">
      <div className="loading-sky__stars" />
      {!newYear &&
        clouds.map((c, i) => (
          <span
            key={`c${i}`}
            className="loading-cloud"
            style={{
              top: `${8 + ((i * 13) % 55)}%`,
              width: `${c.size}px`,
              height: `${c.size * 0.38}px`,
              animationDuration: `${c.duration}s`,
              animationDelay: `${c.delay}s`,
              opacity: 0.18 + c.opacity * 0.2,
            }}
          />
        ))}
      {particles.map((p, i) => (
        <span
          key={i}
          className={newYear ? 'loading-snow' : 'loading-spark'}
          style={
            {
              left: `${p.left}%`,
              width: `${p.size}px`,
              height: `${p.size}px`,
              animationDuration: `${p.duration}s`,
              animationDelay: `${p.delay}s`,
              opacity: p.opacity,
              '--drift': `${p.drift}px`,
            } as CSSProperties
          }
        />
      ))}
      <svg className="loading-hills" viewBox="0 0 600 160" preserveAspectRatio="none">
        <path d="M0 90 L70 52 L120 78 L190 30 L260 84 L330 46 L400 88 L470 40 L540 76 L600 58 V160 H0 Z" fill="#121a33" />
        <path d="M0 120 L90 92 L160 116 L250 84 L330 122 L420 96 L500 124 L600 100 V160 H0 Z" fill="#0a0f1f" />
      </svg>
    </div>
  );
}

/**
 * §2 loading screen, a DOM overlay shown before Phaser's chunk arrives. Phaser's loader feeds the
 * progress through the bus; the screen fades when the game starts and is removed 15 s later.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  const gameStarted = useGameStore((s) => s.gameStarted);
  const bootFix = useGameStore((s) => s.bootFix);
  const loadingType = useGameStore((s) => s.loadingType);
  const target = useLoadingTarget();
  const percent = useShownProgress(target, !gameStarted);
  const [removed, setRemoved] = useState(false);
  const { data: info } = useQuery(playerInfoQuery);
  const [newYear] = useState(() => isNewYearSeason(new Date()));
  const mystore = launchParams.platform === 'mystore' || info?.player.userSource === 'mystore';

  useEffect(() => {
    if (!gameStarted) return;
    const timer = setTimeout(() => setRemoved(true), LOADING_CLEANUP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [gameStarted]);

  if (removed || bootFix) return null;
  const shownPercent = gameStarted ? 100 : percent;
  return (
    <div
      className={`loading-screen${gameStarted ? ' loading-screen--done' : ''}${newYear ? ' loading-screen--new-year' : ''}`}
      data-testid="loading-screen"
      data-progress={shownPercent}
      data-type={loadingType ?? 'unknown'}
      data-style={newYear ? 'new-year' : 'ordinary'}
      aria-hidden={gameStarted}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shownPercent}
    >
      <Sky newYear={newYear} />
      {mystore && (
        <div className="age-badge" title={t('loading.ageBadge')} data-testid="age-badge">
          12+
        </div>
      )}
      <div className="loading-center">
        <GameTitle />
        <p className="loading-type">{loadingType ? t(`loading.type.${loadingType}`) : '\u00a0'}</p>
        <div className="loading-bar" style={{ width: `${LOADING_BAR_INNER_WIDTH + 12}px` }}>
          <div className="loading-bar__inner" style={{ width: `${LOADING_BAR_INNER_WIDTH}px` }}>
            <div className="loading-bar__fill" style={{ width: `${shownPercent}%` }} />
          </div>
        </div>
        <p className="loading-label">{t('loading.progress', { percent: shownPercent })}</p>
      </div>
    </div>
  );
}
