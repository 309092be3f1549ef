import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yandexRemapRoute } from '@rol/protocol/platform-account-routes';
import { api } from '../../api/api.ts';
import { reloadPage } from '../../api/reload.ts';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import { localStore } from '../../storage/local-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import './yandex-accounts.css';

/**
 * The Yandex account chooser: a newly created Yandex player whose device played other accounts
 * picks one to continue with (the page reloads on it), or keeps the new one (not asked again for a week).
 */
export default function YandexAccountsWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const choice = usePlatformStore((s) => s.yandexChoice);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keepNew = () => {
    localStore.setChooseRejectedAt(Date.now());
    onClose();
  };
  const choose = async (index: number) => {
    if (!choice) return;
    const account = choice.accounts[index];
    const proof = choice.proofs[index];
    if (!account || proof === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await api.call(yandexRemapRoute, {
        body: { currId: choice.currId, chosenId: account.playerId, proof },
      });
      localStore.setRemapUsed(true);
      reloadPage();
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };
  return (
    <WindowFrame name="ya-accounts" title={t('platformAccounts.title')} onClose={keepNew} compact>
      <div className="yandex-accounts">
        <p>{t('platformAccounts.lead')}</p>
        <ul className="yandex-accounts__list">
          {(choice?.accounts ?? []).map((account, index) => (
            <li key={account.playerId} className="yandex-accounts__item">
              <span>
                {t('platformAccounts.account', { nickname: account.nickname, level: account.level })}
              </span>
              <Button
                data-testid={`ya-account-${account.playerId}`}
                disabled={busy}
                onClick={() => void choose(index)}
              >
                {t('platformAccounts.choose')}
              </Button>
            </li>
          ))}
        </ul>
        {error && (
          <p className="yandex-accounts__error" role="alert">
            {error}
          </p>
        )}
        <Button variant="stone" data-testid="ya-accounts-keep" disabled={busy} onClick={keepNew}>
          {t('platformAccounts.keepNew')}
        </Button>
      </div>
    </WindowFrame>
  );
}
