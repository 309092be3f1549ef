import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { cutsceneStore } from '../../stores/cutscene-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { finishCutscene } from './cutscene-calls.ts';
import './cutscene.css';

type T = ReturnType<typeof useTranslation>['t'];

/** The part's lines, in order: the story texts (`story.script.story_part_N.l1…`). */
export function cutsceneLines(t: T, part: number): string[] {
  const value: unknown = (t as (key: string, options: Record<string, unknown>) => unknown)(`story.script.story_part_${part}`, {
    returnObjects: true,
  });
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, string] => /^l\d+$/.test(entry[0]) && typeof entry[1] === 'string')
    .sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)))
    .map(([, line]) => line);
}

/**
 * The cutscene's DOM side over the Cutscene scene (docs/story-and-scenes.md): the part's title, the
 * caption of the panel shown, its dots, Next (Onward on the last panel) and Skip. A tap on the
 * picture, Enter, Space or → go on; Escape skips.
 */
export default function CutsceneLayer() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const part = useStore(cutsceneStore, (s) => s.part);
  const panel = useStore(cutsceneStore, (s) => s.panel);
  const lines = part === null ? [] : cutsceneLines(t, part);
  const last = panel >= lines.length - 1;

  useEffect(() => {
    if (part === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finishCutscene(client);
      else if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowRight') {
        const state = cutsceneStore.getState();
        if (state.panel >= lines.length - 1) finishCutscene(client);
        else cutsceneStore.setState({ panel: state.panel + 1 });
      } else return;
      event.preventDefault();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [part, client, lines.length]);

  if (part === null) return null;
  const next = () => {
    if (last) finishCutscene(client);
    else cutsceneStore.setState({ panel: panel + 1 });
  };
  return (
    <div className="cutscene" data-testid="cutscene" data-part={part} data-panel={panel} data-last={last ? '1' : '0'}>
      <button type="button" className="cutscene__picture" aria-label={t('cutscene.next')} onClick={next} />
      <header className="cutscene__title">
        <span className="cutscene__part">{t('cutscene.part', { part })}</span>
        <h2>{t(`cutscene.title.part${part}`)}</h2>
      </header>
      <button type="button" className="cutscene__skip" data-testid="cutscene-skip" onClick={() => finishCutscene(client)}>
        {t('cutscene.skip')}
      </button>
      <div className="cutscene__caption">
        <p key={panel} className="cutscene__line" data-testid="cutscene-line" aria-live="polite">
          {lines[panel] ?? ''}
        </p>
        <div className="cutscene__dots" aria-hidden="true">
          {lines.map((line, i) => (
            <span key={line} className={`cutscene__dot${i === panel ? ' cutscene__dot--on' : ''}`} />
          ))}
        </div>
        <Button data-testid="cutscene-next" onClick={next}>
          {last ? t('cutscene.onward') : t('cutscene.next')}
        </Button>
      </div>
    </div>
  );
}
