import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerRoute } from '@rol/protocol/account-routes';
import { accountKindOf } from '@rol/rules/account-kind';
import { api } from '../../api/api.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { launchParams } from '../../launch/launch.ts';
import { Button, CheckboxField, FormError, TextField } from '../../ui/form-controls.tsx';
import { useSceneReloadingForm } from '../../ui/use-scene-reloading-form.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { checkRegistration, readRegisterForm, registerBody } from './register-form.ts';
import { LegalLinks } from '../../ui/legal-links.tsx';

/**
 * §2 registration: turns the guest into a player, or gives a platform player without a password a
 * nickname and password of our site (docs/accounts.md); after success the scene reloads (§4).
 */
export default function RegisterWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  // A platform player keeps its hero: the window says so, and offers its current name.
  const platformPlayer =
    info && accountKindOf(info.player) === 'platform-without-password' ? info.player : null;
  const { submit, error, pending } = useSceneReloadingForm({
    read: readRegisterForm,
    check: checkRegistration,
    send: (values) => api.call(registerRoute, { body: registerBody(values, launchParams.ref) }),
  });

  return (
    <WindowFrame
      name="register"
      title={platformPlayer ? t('register.addPasswordTitle') : t('register.title')}
      onClose={onClose}
    >
      <p className="window__lead">{platformPlayer ? t('register.addPasswordLead') : t('register.lead')}</p>
      <form
        key={platformPlayer ? 'add-password' : 'register'}
        className="window-form"
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={t('register.name')}
          name="name"
          autoComplete="username"
          defaultValue={platformPlayer?.nickname}
          autoFocus
        />
        <TextField
          label={t('register.password')}
          name="password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t('register.passwordRepeat')}
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t('register.mailOrPhone')}
          name="mailOrPhone"
          autoComplete="email"
          inputMode="email"
        />
        <CheckboxField label={t('register.agreement')} name="agreement" />
        <CheckboxField label={t('register.cookies')} name="cookies" />
        <LegalLinks />
        <FormError text={error} />
        <Button type="submit" data-testid="register-submit" disabled={pending}>
          {pending
            ? t('common.sending')
            : platformPlayer
              ? t('register.addPasswordSubmit')
              : t('register.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
