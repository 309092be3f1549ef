import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nameSetRoute } from '@rol/protocol/account-routes';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { checkNickname } from '@rol/rules/account-validation';
import { api } from '../../api/api.ts';
import { codeText } from '../../api/error-text.ts';
import { reloadPlayer } from '../../api/player-cache.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';

/** §2 rename player: §5 nickname checks, including "differs from the current one"; the scene reloads after. */
export default function RenameWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const current = info?.player.nickname ?? null;
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const rename = useMutation({
    mutationFn: async (name: string) => {
      await api.call(nameSetRoute, { body: { name } });
      await reloadPlayer(client);
    },
    // §4: the scene reloads; every window closes with it.
    onSuccess: () => {
      useWindowStore.getState().closeAll();
      gameBus.emit('scene:reload', undefined);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    const found = checkNickname(name, current);
    setProblem(found);
    if (found === null) rename.mutate(name);
  };

  const error = problem ? codeText(problem, lang) : rename.isError ? failureText(rename.error) : null;
  return (
    <WindowFrame name="rename" title={t('rename.title')} onClose={onClose} compact>
      {current ? <p className="window__lead">{t('rename.current', { nickname: current })}</p> : null}
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('rename.name')} name="name" autoComplete="off" autoFocus />
        <FormError text={error} />
        <Button type="submit" data-testid="rename-submit" disabled={rename.isPending}>
          {rename.isPending ? t('common.sending') : t('rename.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
