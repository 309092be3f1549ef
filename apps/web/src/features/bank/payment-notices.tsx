import { useTranslation } from 'react-i18next';
import type { PaymentNoticeDto } from '@rol/protocol/payment-routes';
import { Button } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useBankActions } from './bank-api.ts';

/**
 * The payments' banners (§4): started (waiting for the platform), credited but not received (the
 * gems wait for "Receive"), returned (what the refund took back).
 */
export function PaymentNotices({ notices }: { notices: readonly PaymentNoticeDto[] }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { take, seen } = useBankActions();
  if (notices.length === 0) return null;
  const error = take.error ?? seen.error;
  return (
    <ul className="payment-notices" data-testid="payment-notices" aria-live="polite">
      {notices.map((notice) => (
        <li
          key={notice.id}
          className={`payment-notice payment-notice--${notice.status.toLowerCase()}`}
          data-testid={`payment-notice-${notice.status}`}
        >
          <span>
            {t(`bank.notice.${notice.status}`, { gems: notice.gems, reclaimed: notice.gemsReclaimed })}
          </span>
          {notice.status === 'GEMS_GRANTED' ? (
            <Button data-testid="payment-take" disabled={take.isPending} onClick={() => take.mutate()}>
              {t('bank.take')}
            </Button>
          ) : notice.status === 'STARTED' || notice.status === 'REFUNDED' ? (
            <Button
              variant="stone"
              data-testid="payment-notice-close"
              disabled={seen.isPending}
              onClick={() => seen.mutate(notice.id)}
            >
              {t('bank.close')}
            </Button>
          ) : null}
        </li>
      ))}
      {error ? <li className="form-error">{failureText(error)}</li> : null}
    </ul>
  );
}
