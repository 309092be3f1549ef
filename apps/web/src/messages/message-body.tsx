import { useTranslation } from 'react-i18next';
import { readMessageText } from '@rol/protocol/message-text';
import { smileyOf } from './smileys.ts';

/** A message's text with its §3 prefix markers drawn: a forwarded quote, or a smiley. */
export function MessageBody({ text }: { text: string }) {
  const { t } = useTranslation();
  const read = readMessageText(text);
  if (read.kind === 'smiley') {
    return (
      <span className="msg__smiley" role="img" aria-label={read.text} data-testid="message-text">
        {smileyOf(read.smiley)}
      </span>
    );
  }
  if (read.kind === 'forward') {
    return (
      <span className="msg__text" data-testid="message-text">
        <span className="msg__forwarded">{t('messages.forwarded', { author: read.author })}</span>
        <q className="msg__quote">{read.quoted}</q>
      </span>
    );
  }
  return (
    <span className="msg__text" data-testid="message-text">
      {read.text}
    </span>
  );
}
