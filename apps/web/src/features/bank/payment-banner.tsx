import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useBank } from './bank-api.ts';
import { PaymentNotices } from './payment-notices.tsx';
import './bank.css';

/** Over the game: the payments' banners, whatever window is open (a webhook may credit at any time). */
export default function PaymentBanner() {
  const { data: info } = useQuery(playerInfoQuery);
  const bank = useBank(Boolean(info));
  if (!bank.data || bank.data.notices.length === 0) return null;
  return (
    <div className="payment-banner" data-testid="payment-banner">
      <PaymentNotices notices={bank.data.notices.slice(0, 1)} />
    </div>
  );
}
