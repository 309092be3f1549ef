import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tutorialGetRoute, tutorialSkipRoute } from '@rol/protocol/task-routes';
import { TUTORIAL_STEPS, type TutorialStep } from '@rol/rules/world/tutorial';
import { api } from '../../api/api.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { localStore } from '../../storage/local-store.ts';
import { hudLayoutStore } from '../../stores/hud-layout-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { canSkipTutorial, guideTarget } from './tutorial-target.ts';
import './tutorial.css';

const tutorialKey = ['tutorial'] as const;

/** Where the arrow stands: over the element the step is about, or above the squad on the road. */
function useArrowAt(step: TutorialStep | null): { left: number; top: number; down: boolean } | null {
  const [at, setAt] = useState<{ left: number; top: number; down: boolean } | null>(null);
  useEffect(() => {
    const place = () => {
      const selector = step ? guideTarget(step) : null;
      const target = selector ? document.querySelector(selector) : null;
      if (!target) return setAt(null);
      const rect = target.getBoundingClientRect();
      setAt({ left: rect.left + rect.width / 2, top: rect.top - 8, down: true });
    };
    place();
    const timer = setInterval(place, 500);
    return () => clearInterval(timer);
  }, [step]);
  return at;
}

/**
 * The first-steps guide (§4): a short text and an arrow for the step not done yet, over the road or
 * the character selection; progress comes from the server (so a reload resumes it). A player whose
 * device remembers a level reached before (§3 max level) may skip it.
 */
export default function TutorialGuide() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const stored = info?.player.tutorial;
  const live = useQuery({
    queryKey: tutorialKey,
    queryFn: () => api.call(tutorialGetRoute),
    enabled: stored !== undefined && !stored.finished,
    refetchInterval: 2000,
    retry: false,
  });
  const tutorial = live.data ?? stored;
  useEffect(() => {
    if (live.data && stored && live.data.done.length !== stored.done.length) patchPlayer(client, { tutorial: live.data });
  }, [client, live.data, stored]);
  const skip = useMutation({
    mutationFn: () => api.call(tutorialSkipRoute),
    onSuccess: (answer) => {
      client.setQueryData(tutorialKey, answer);
      patchPlayer(client, { tutorial: answer });
    },
  });
  const step = tutorial && !tutorial.finished ? tutorial.next : null;
  const arrow = useArrowAt(step);
  // An open HUD menu (the shops list) is what the player is reading: the note and arrow wait behind it.
  const menuOpen = hudLayoutStore((s) => s.menuOpen);
  if (!tutorial || tutorial.finished || !step || menuOpen) return null;
  return (
    <>
      {arrow ? (
        <div className="guide-arrow guide-arrow--down" style={{ left: arrow.left, top: arrow.top }} data-testid="tutorial-arrow" aria-hidden="true">
          <Icon name="split-arrows" size={30} />
        </div>
      ) : (
        <div className="guide-arrow guide-arrow--road" data-testid="tutorial-arrow" aria-hidden="true">
          ▲
        </div>
      )}
      <aside className="guide" data-testid="tutorial-guide" data-step={step} role="status">
        <div className="guide__progress">
          {t('tutorial.progress', { done: tutorial.done.length, total: TUTORIAL_STEPS.length })}
        </div>
        <p className="guide__text">{t(`tutorial.step.${step}`)}</p>
        {canSkipTutorial(localStore.maxLevel()) ? (
          <Button variant="stone" data-testid="tutorial-skip" disabled={skip.isPending} onClick={() => skip.mutate()}>
            {t('tutorial.skip')}
          </Button>
        ) : null}
      </aside>
    </>
  );
}
