import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { SCRIPTS, isScriptId } from '@rol/rules/content/story';
import { gameBus } from '../../events/game-events.ts';
import { storyMarkerOf } from '@rol/rules/road/story-marker';
import { Button } from '../../ui/form-controls.tsx';
import { usePlaceCalls } from './place-calls.ts';
import { storyLines } from './place-text.ts';

/** A talker's or a script's story dialog (§2 story cutscenes), one translated line at a time. */
export function StoryPanel({ place, onDone }: { place: PlaceDto; onDone: () => void }) {
  const { t } = useTranslation();
  const calls = usePlaceCalls(place.id);
  const lines = storyLines(t, place);
  const [page, setPage] = useState(0);
  const last = page >= lines.length - 1;
  const part = place.payload.type === 'SCRIPT' && isScriptId(place.payload.scriptId) ? SCRIPTS[place.payload.scriptId].part : null;
  const finish = () => {
    // The marker a finished story leaves on the player (the music of §9 listens for `story_part_10`).
    const marker = storyMarkerOf(place.payload);
    if (marker !== null) calls.storySeen.mutate({ place, marker });
    onDone();
  };
  return (
    <div className="story" data-testid="story-dialog" data-page={page}>
      <p key={page} className="story__line" aria-live="polite">
        {lines[page] ?? ''}
      </p>
      <div className="story__dots" aria-hidden="true">
        {lines.map((line, i) => (
          <span key={line} className={`story__dot${i === page ? ' story__dot--on' : ''}`} />
        ))}
      </div>
      <div className="place-window__actions">
        {part !== null ? (
          <Button variant="stone" icon="open-book" data-testid="story-watch" onClick={() => gameBus.emit('cutscene:play', { part })}>
            {t('cutscene.watch')}
          </Button>
        ) : null}
        {last ? (
          <Button data-testid="story-done" onClick={finish}>
            {t('road.window.done')}
          </Button>
        ) : (
          <Button data-testid="story-next" onClick={() => setPage((p) => p + 1)}>
            {t('road.window.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
