import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumPollDto } from '@rol/protocol/forum-dto';
import { Button } from '../../ui/form-controls.tsx';

/** A poll: options to choose from until the reader votes, then the counts. */
export function ForumPoll({ poll, onVote, busy }: { poll: ForumPollDto; onVote: (option: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <fieldset className="forum-poll" data-testid="forum-poll">
      <legend>{poll.question}</legend>
      {poll.options.map((option, i) =>
        poll.counts ? (
          <div key={i} className="forum-poll__result" data-testid={`forum-poll-result-${i}`}>
            <span>
              {option}
              {poll.myVote === i ? ` — ${t('forum.yourVote')}` : ''}
            </span>
            <span>{t('forum.votes', { n: poll.counts[i] ?? 0 })}</span>
          </div>
        ) : (
          <label key={i} className="check">
            <input type="radio" name="forum-poll" data-testid={`forum-poll-choice-${i}`} checked={choice === i} onChange={() => setChoice(i)} />
            <span className="check__label">{option}</span>
          </label>
        ),
      )}
      {poll.counts ? null : (
        <Button data-testid="forum-vote" disabled={choice === null || busy} onClick={() => choice !== null && onVote(choice)}>
          {t('forum.vote')}
        </Button>
      )}
    </fieldset>
  );
}
