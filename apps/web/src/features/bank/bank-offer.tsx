import { useTranslation } from 'react-i18next';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { bankOfferStore } from './bank-offer-store.ts';
import './bank.css';

/** "Not enough emeralds" → the way to the bank, over whatever window refused. */
export default function BankOffer() {
  const { t } = useTranslation();
  const offered = bankOfferStore((s) => s.offered);
  const open = useWindowStore((s) => s.open);
  if (!offered) return null;
  const close = () => bankOfferStore.setState({ offered: false });
  return (
    <div className="bank-offer" role="status" data-testid="bank-offer">
      <span>{t('bank.offer')}</span>
      <Button
        data-testid="bank-offer-open"
        onClick={() => {
          close();
          open('bank');
        }}
      >
        {t('bank.offerOpen')}
      </Button>
      <Button variant="stone" data-testid="bank-offer-close" onClick={close}>
        {t('bank.close')}
      </Button>
    </div>
  );
}
