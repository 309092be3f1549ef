import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeText } from '../api/error-text.ts';
import { Button, FormError } from '../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../ui/use-failure-text.ts';
import { composerState } from './composer.ts';

interface ComposerProps {
  /** `chat` or `mail`: prefixes the test ids (`chat-input`, `chat-counter`, `chat-send`). */
  testIdPrefix: string;
  max: number;
  placeholder: string;
  /** Sends the trimmed text; the field clears when it resolves, the translated error shows when it fails. */
  send: (text: string) => Promise<unknown>;
}

/** The writing line of chat and mail: a text area, the live counter (n/1000), the §5 checks, send. */
export function MessageComposer({ testIdPrefix, max, placeholder, send }: ComposerProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const state = composerState(text, max);
  const localProblem = state.problem !== null && state.problem !== 'TEXT_EMPTY' ? codeText(state.problem, lang, { max }) : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!state.canSend || pending) return;
    setPending(true);
    setFailure(null);
    send(text.trim()).then(
      () => {
        setText('');
        setPending(false);
      },
      (error: unknown) => {
        setFailure(failureText(error));
        setPending(false);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="composer" onSubmit={submit} noValidate>
      <div className="composer__row">
        <textarea
          className="composer__input"
          name="text"
          rows={2}
          value={text}
          placeholder={placeholder}
          aria-invalid={state.over}
          data-testid={`${testIdPrefix}-input`}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          icon="paper-plane"
          className="composer__send"
          data-testid={`${testIdPrefix}-send`}
          disabled={!state.canSend || pending}
          aria-label={t('messages.send')}
        >
          {pending ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
      <div className="composer__meta">
        <FormError text={failure ?? localProblem} />
        <span
          className={`composer__counter${state.over ? ' composer__counter--over' : ''}`}
          data-testid={`${testIdPrefix}-counter`}
          data-length={state.length}
        >
          {t('messages.counter', { length: state.length, max })}
        </span>
      </div>
    </form>
  );
}
