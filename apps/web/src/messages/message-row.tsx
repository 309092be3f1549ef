import type { ReactNode } from 'react';
import { MessageBody } from './message-body.tsx';
import { messageTime } from './message-time.ts';

/**
 * One message of a chat room or a mail dialog: the author (a name or a button), the time, the
 * row's own actions, then the text. `data` carries the row's test id and data attributes.
 */
export function MessageRow({
  mine,
  author,
  time,
  now,
  lang,
  text,
  actions,
  data,
}: {
  mine: boolean;
  author: ReactNode;
  time: number;
  now: number;
  lang: 'ru' | 'en';
  text: string;
  actions?: ReactNode;
  data: Record<`data-${string}`, string | number>;
}) {
  return (
    <article className={`msg${mine ? ' msg--mine' : ''}`} {...data}>
      <header className="msg__head">
        {author}
        <time className="msg__time" dateTime={new Date(time).toISOString()}>
          {messageTime(time, now, lang)}
        </time>
        {actions}
      </header>
      <MessageBody text={text} />
    </article>
  );
}
