import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { reloadPlayer } from '../../api/player-cache.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { ReconnectingNote } from '../../messages/reconnecting-note.tsx';
import { useMessagingStore } from '../../stores/messaging-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { MailBlockListView } from './mail-block-list-view.tsx';
import { MailDialogView } from './mail-dialog-view.tsx';
import { MailListView } from './mail-list-view.tsx';
import { dialogKey, type DialogRef } from './mail-rules.ts';
import '../../messages/messages.css';
import './mail.css';

type View = { kind: 'list' } | { kind: 'dialog'; dialog: DialogRef } | { kind: 'blocked' };

/** The dialog chat asks for (a message's author), if any; read only, the store keeps it. */
function askedView(): View | null {
  const target = useMessagingStore.getState().mailTarget;
  return target ? { kind: 'dialog', dialog: { ...target, support: false } } : null;
}

/** Takes the dialog chat asked for: read, then cleared from the store. */
function takeMailTarget(): View | null {
  const view = askedView();
  if (view) useMessagingStore.setState({ mailTarget: null });
  return view;
}

/** §2 mail and support: dialogs, a dialog, the black list. Closing mail refreshes player info (§2). */
export default function MailWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  // The asked dialog is read during the first render but cleared only after the first commit: a
  // render React throws away and starts again (a suspending or torn render) must find it still there.
  const [view, setView] = useState<View>(() => askedView() ?? { kind: 'list' });
  useEffect(() => {
    if (useMessagingStore.getState().mailTarget !== null) useMessagingStore.setState({ mailTarget: null });
  }, []);

  // Chat may ask for another dialog while mail is open.
  useEffect(
    () =>
      useMessagingStore.subscribe((state) => {
        if (state.mailTarget) setView(takeMailTarget() ?? { kind: 'list' });
      }),
    [],
  );

  const close = () => {
    onClose();
    void reloadPlayer(client);
  };

  if (!info) return null;
  const me = info.player.id;

  return (
    <WindowFrame name="mail" title={t('mail.title')} onClose={close} className="window--messages">
      <ReconnectingNote />
      {view.kind === 'list' ? (
        <MailListView
          me={me}
          moderator={hasModeratorAccess(info.player.accessLevel)}
          onOpen={(dialog) => setView({ kind: 'dialog', dialog })}
          onBlockList={() => setView({ kind: 'blocked' })}
        />
      ) : null}
      {view.kind === 'dialog' ? (
        <MailDialogView key={dialogKey(view.dialog)} dialog={view.dialog} me={me} onBack={() => setView({ kind: 'list' })} />
      ) : null}
      {view.kind === 'blocked' ? <MailBlockListView onBack={() => setView({ kind: 'list' })} /> : null}
    </WindowFrame>
  );
}
