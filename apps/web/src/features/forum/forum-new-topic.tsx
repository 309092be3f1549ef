import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPoll, checkTopicTexts, FORUM_LIMITS, FORUM_TAGS, type ForumTag } from '@rol/rules/community/forum-rules';
import { Button, CheckboxField, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { CharCounter } from './char-counter.tsx';
import { useForumActions } from './forum-api.ts';

/** The new topic form: the limits shown as the player types; an optional poll of 2 to 10 options. */
export function ForumNewTopic({ onCreated, onBack }: { onCreated: (id: number) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const { create } = useForumActions();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tag, setTag] = useState<ForumTag>('general');
  const [guest, setGuest] = useState(false);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const usedOptions = options.filter((o) => o.trim() !== '');
  const withPoll = question.trim() !== '' || usedOptions.length > 0;
  const valid = checkTopicTexts(title, text) === null && (!withPoll || checkPoll(question, usedOptions));
  const submit = () =>
    create.mutate(
      { title, text, tag, guest, ...(withPoll ? { pollQuestion: question, pollOptions: usedOptions } : {}) },
      { onSuccess: (page) => onCreated(page.topic.id) },
    );
  return (
    <form
      className="forum-form"
      data-testid="forum-new-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <span className="field__label">{t('forum.titleField')}</span>
        <input className="field__input" data-testid="forum-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <CharCounter text={title} max={FORUM_LIMITS.titleMax} testId="forum-title-counter" />
      </label>
      <label className="field">
        <span className="field__label">{t('forum.textField')}</span>
        <textarea className="field__input forum-textarea" data-testid="forum-text" value={text} onChange={(e) => setText(e.target.value)} />
        <CharCounter text={text} max={FORUM_LIMITS.textMax} testId="forum-text-counter" />
      </label>
      <label className="field">
        <span className="field__label">{t('forum.tagField')}</span>
        <select className="field__input" value={tag} data-testid="forum-tag-select" onChange={(e) => setTag(e.target.value as ForumTag)}>
          {FORUM_TAGS.map((value) => (
            <option key={value} value={value}>
              {t(`forum.tag.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <CheckboxField label={t('forum.guestField')} data-testid="forum-guest" checked={guest} onChange={(e) => setGuest(e.target.checked)} />
      <label className="field">
        <span className="field__label">{t('forum.pollQuestion')}</span>
        <input className="field__input" data-testid="forum-poll-question" value={question} onChange={(e) => setQuestion(e.target.value)} />
      </label>
      {options.map((option, i) => (
        <input
          key={i}
          className="field__input"
          data-testid={`forum-poll-option-${i}`}
          placeholder={t('forum.pollOption', { n: i + 1 })}
          aria-label={t('forum.pollOption', { n: i + 1 })}
          value={option}
          onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
        />
      ))}
      {options.length < FORUM_LIMITS.pollOptionsMax ? (
        <Button variant="stone" onClick={() => setOptions([...options, ''])}>
          {t('forum.addOption')}
        </Button>
      ) : null}
      <FormError text={create.error ? failure(create.error) : null} />
      <div className="forum-pager">
        <Button variant="stone" onClick={onBack}>
          {t('forum.back')}
        </Button>
        <Button type="submit" data-testid="forum-create" disabled={!valid || create.isPending}>
          {t('forum.create')}
        </Button>
      </div>
    </form>
  );
}
