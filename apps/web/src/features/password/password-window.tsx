import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordSetRoute } from '@rol/protocol/account-routes';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { api } from '../../api/api.ts';
import { codeText } from '../../api/error-text.ts';
import { reloadPlayer } from '../../api/player-cache.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { checkPasswordForm, type PasswordValues } from './password-form.ts';

/** §2 change password (current, new, repeat); after success the scene reloads (§4). */
export default function PasswordWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const change = useMutation({
    mutationFn: async ({ passwordCurrent, passwordNew }: PasswordValues) => {
      await api.call(passwordSetRoute, { body: { passwordCurrent, passwordNew } });
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
    const form = new FormData(event.currentTarget);
    const values: PasswordValues = {
      passwordCurrent: String(form.get('passwordCurrent') ?? ''),
      passwordNew: String(form.get('passwordNew') ?? ''),
      passwordRepeat: String(form.get('passwordRepeat') ?? ''),
    };
    const found = checkPasswordForm(values);
    setProblem(found);
    if (found === null) change.mutate(values);
  };

  const error = problem ? codeText(problem, lang) : change.isError ? failureText(change.error) : null;
  return (
    <WindowFrame name="password" title={t('password.title')} onClose={onClose}>
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('password.current')} name="passwordCurrent" type="password" autoComplete="current-password" autoFocus />
        <TextField label={t('password.new')} name="passwordNew" type="password" autoComplete="new-password" />
        <TextField label={t('password.repeat')} name="passwordRepeat" type="password" autoComplete="new-password" />
        <FormError text={error} />
        <Button type="submit" data-testid="password-submit" disabled={change.isPending}>
          {change.isPending ? t('common.sending') : t('password.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
