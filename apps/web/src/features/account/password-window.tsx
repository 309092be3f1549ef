import { useTranslation } from 'react-i18next';
import { passwordSetRoute } from '@rol/protocol/account-routes';
import { api } from '../../api/api.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useSceneReloadingForm } from '../../ui/use-scene-reloading-form.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { checkPasswordForm, type PasswordValues } from './password-form.ts';

/** §2 change password (current, new, repeat); after success the scene reloads (§4). */
export default function PasswordWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const { submit, error, pending } = useSceneReloadingForm({
    read: (form): PasswordValues => ({
      passwordCurrent: String(form.get('passwordCurrent') ?? ''),
      passwordNew: String(form.get('passwordNew') ?? ''),
      passwordRepeat: String(form.get('passwordRepeat') ?? ''),
    }),
    check: checkPasswordForm,
    send: ({ passwordCurrent, passwordNew }) =>
      api.call(passwordSetRoute, { body: { passwordCurrent, passwordNew } }),
  });

  return (
    <WindowFrame name="password" title={t('password.title')} onClose={onClose}>
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField
          label={t('password.current')}
          name="passwordCurrent"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <TextField label={t('password.new')} name="passwordNew" type="password" autoComplete="new-password" />
        <TextField
          label={t('password.repeat')}
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
        />
        <FormError text={error} />
        <Button type="submit" data-testid="password-submit" disabled={pending}>
          {pending ? t('common.sending') : t('password.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
