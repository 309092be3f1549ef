import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginRoute, logoutRoute } from '@rol/protocol/account-routes';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { checkNickname, checkPassword } from '@rol/rules/account-validation';
import { api } from '../../api/api.ts';
import { codeText } from '../../api/error-text.ts';
import { reloadPage } from '../../api/reload.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { loginWithLogoutRetry } from './login-flow.ts';

/** §2 login; after success the page reloads (§4). */
export default function LoginWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const login = useMutation({
    mutationFn: ({ name, password }: { name: string; password: string }) =>
      loginWithLogoutRetry(
        () => api.call(loginRoute, { body: { name, password, lang } }),
        () => api.call(logoutRoute),
      ),
    onSuccess: () => reloadPage(),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const password = String(form.get('password') ?? '');
    // Only emptiness is checked here: an old account may predate today's nickname rules.
    const found = (checkNickname(name) === 'NICKNAME_EMPTY' ? 'NICKNAME_EMPTY' : null) ?? checkPassword(password);
    setProblem(found);
    if (found === null) login.mutate({ name, password });
  };

  const error = problem ? codeText(problem, lang) : login.isError ? failureText(login.error) : null;
  return (
    <WindowFrame name="login" title={t('login.title')} onClose={onClose}>
      <p className="window__lead">{t('login.lead')}</p>
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('login.name')} name="name" autoComplete="username" autoFocus />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" />
        <FormError text={error} />
        <Button type="submit" data-testid="login-submit" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? t('common.sending') : t('login.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
