import { useTranslation } from 'react-i18next';
import { accountKindOf, type AccountFacts } from '@rol/rules/account-kind';
import type { WindowName } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';

interface AccountSectionProps {
  player: AccountFacts;
  onOpen(name: WindowName): void;
  onLogout(): void;
  loggingOut: boolean;
}

/**
 * The settings' account entries (docs/accounts.md): a guest registers; a platform player without a
 * password adds one (the same registration window); whoever has a password may change it.
 */
export function AccountSection({ player, onOpen, onLogout, loggingOut }: AccountSectionProps) {
  const { t } = useTranslation();
  const kind = accountKindOf(player);
  const hint =
    kind === 'guest'
      ? t('settings.guestHint')
      : kind === 'platform-without-password'
        ? t('settings.addPasswordHint')
        : null;
  return (
    <div className="settings__account">
      <span className="settings__label">{t('settings.account')}</span>
      {hint ? <p className="settings__hint">{hint}</p> : null}
      <div className="settings__buttons">
        {kind === 'guest' ? (
          <Button icon="scroll-unfurled" data-testid="settings-register" onClick={() => onOpen('register')}>
            {t('settings.register')}
          </Button>
        ) : null}
        {kind === 'platform-without-password' ? (
          <Button icon="key" data-testid="settings-add-password" onClick={() => onOpen('register')}>
            {t('settings.addPassword')}
          </Button>
        ) : null}
        <Button
          variant="stone"
          icon="quill-ink"
          data-testid="settings-rename"
          onClick={() => onOpen('rename')}
        >
          {t('settings.nickname')}
        </Button>
        {kind !== 'guest' ? (
          <Button
            variant="stone"
            icon="envelope"
            data-testid="settings-mail-or-phone"
            onClick={() => onOpen('mail-or-phone')}
          >
            {t('settings.mailOrPhone')}
          </Button>
        ) : null}
        {kind === 'registered' ? (
          <Button
            variant="stone"
            icon="key"
            data-testid="settings-password"
            onClick={() => onOpen('password')}
          >
            {t('settings.password')}
          </Button>
        ) : null}
        <Button
          variant="stone"
          icon="padlock-open"
          data-testid="settings-login"
          onClick={() => onOpen('login')}
        >
          {t('settings.login')}
        </Button>
        <Button
          variant="danger"
          icon="exit-door"
          data-testid="settings-logout"
          disabled={loggingOut}
          onClick={onLogout}
        >
          {t('settings.logout')}
        </Button>
      </div>
    </div>
  );
}
