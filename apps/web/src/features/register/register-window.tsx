import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerRoute } from '@rol/protocol/account-routes';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { api } from '../../api/api.ts';
import { codeText } from '../../api/error-text.ts';
import { reloadPlayer } from '../../api/player-cache.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { launchParams } from '../../launch/launch.ts';
import { Button, CheckboxField, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { checkRegistration, readRegisterForm, registerBody, type RegisterValues } from './register-form.ts';

/** §2 registration: turns the guest into a player; after success the scene reloads (§4). */
export default function RegisterWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const register = useMutation({
    mutationFn: async (values: RegisterValues) => {
      await api.call(registerRoute, { body: registerBody(values, launchParams.ref) });
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
    const values = readRegisterForm(new FormData(event.currentTarget));
    const found = checkRegistration(values);
    setProblem(found);
    if (found === null) register.mutate(values);
  };

  const error = problem ? codeText(problem, lang) : register.isError ? failureText(register.error) : null;
  return (
    <WindowFrame name="register" title={t('register.title')} onClose={onClose}>
      <p className="window__lead">{t('register.lead')}</p>
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('register.name')} name="name" autoComplete="username" autoFocus />
        <TextField label={t('register.password')} name="password" type="password" autoComplete="new-password" />
        <TextField label={t('register.passwordRepeat')} name="passwordRepeat" type="password" autoComplete="new-password" />
        <TextField label={t('register.mailOrPhone')} name="mailOrPhone" autoComplete="email" inputMode="email" />
        <CheckboxField label={t('register.agreement')} name="agreement" />
        <CheckboxField label={t('register.cookies')} name="cookies" />
        <FormError text={error} />
        <Button type="submit" data-testid="register-submit" disabled={register.isPending}>
          {register.isPending ? t('common.sending') : t('register.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
