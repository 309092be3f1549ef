import type { ReactNode } from 'react';
import type { IconName } from '../art/icons.ts';
import type { WindowName } from '../stores/window-store.ts';
import { Icon } from './icon.tsx';
import { WindowFrame } from './window-frame.tsx';
import './message-window.css';

/** A compact window that says one thing: a large icon, a text and, optionally, one action below. */
export function MessageWindow(props: {
  name: WindowName;
  title: string;
  icon: IconName;
  text: string;
  onClose: () => void;
  action?: ReactNode;
}) {
  return (
    <WindowFrame name={props.name} title={props.title} onClose={props.onClose} compact>
      <div className="message-window">
        <span className="message-window__icon">
          <Icon name={props.icon} size={56} />
        </span>
        <p className="message-window__text">{props.text}</p>
        {props.action}
      </div>
    </WindowFrame>
  );
}
