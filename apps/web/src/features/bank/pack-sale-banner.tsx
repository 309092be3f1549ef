import { useTranslation } from 'react-i18next';
import type { BankDto } from '@rol/protocol/payment-routes';
import { serverDay } from '@rol/rules/server-day';
import { Icon } from '../../ui/icon.tsx';
import { useServerNow } from '../../ui/use-server-now.ts';

/** A moment's Moscow wall-clock time as HH:MM (the server's time: Moscow keeps UTC+3 all year). */
function moscowClock(ms: number): string {
  const minutes = Math.floor((ms + 3 * 3_600_000) / 60_000) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The pack sale (§4, from 12:00 Moscow time) at the top of the bank: while it runs, until when and
 * what the pack on sale gives (the pack itself carries the badge); otherwise when the next one starts
 * (today or tomorrow, by the server's day) and which pack it will be.
 */
export function PackSaleBanner({ sale, packs }: { sale: BankDto['sale']; packs: BankDto['packs'] }) {
  const { t } = useTranslation();
  const gems = packs.find((p) => p.id === sale.packId)?.gems ?? 0;
  const nowMs = useServerNow(60_000);
  const text = sale.running
    ? t('bank.sale.running', { to: moscowClock(sale.endsAt), gems, percent: sale.percent })
    : t('bank.sale.next', {
        day: t(serverDay(sale.startsAt) === serverDay(nowMs) ? 'bank.sale.today' : 'bank.sale.tomorrow'),
        from: moscowClock(sale.startsAt),
        gems,
        percent: sale.percent,
      });
  return (
    <p
      className={sale.running ? 'bank__sale-banner bank__sale-banner--running' : 'bank__sale-banner'}
      data-testid="bank-sale"
      data-running={sale.running}
      data-pack={sale.packId}
    >
      <Icon name="emerald" size={18} />
      <span>{text}</span>
    </p>
  );
}
