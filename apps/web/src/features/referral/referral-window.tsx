import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { referralLink, useReferralStatus, useReferralTake } from './referral-api.ts';
import './referral.css';

/**
 * Referral code sharing (§2): the code and the link to send, copied or shared through the device;
 * the friends it brought, the bonuses waiting and the rule behind them.
 */
export default function ReferralWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const status = useReferralStatus();
  const take = useReferralTake();
  const [note, setNote] = useState<string | null>(null);
  const data = status.data;
  const link = data ? referralLink(window.location.origin, data.code) : '';
  const waiting = data ? data.bonus.startBonus + data.bonus.refBonus + data.bonus.refClanBonus : 0;
  const error = status.error ?? take.error;

  const copy = async () => {
    setNote(null);
    try {
      await navigator.clipboard.writeText(link);
      setNote(t('referral.copied'));
    } catch {
      setNote(t('referral.copyFailed'));
    }
  };
  const share = async () => {
    setNote(null);
    try {
      await navigator.share({ title: t('game.title'), text: t('referral.shareText'), url: link });
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  };

  return (
    <WindowFrame name="referral" title={t('referral.title')} onClose={onClose}>
      <div className="referral" data-testid="referral">
        <p className="window__lead">{t('referral.lead')}</p>
        {data ? (
          <>
            <div className="referral__code" data-testid="referral-code">
              {data.code}
            </div>
            <input className="referral__link" readOnly value={link} aria-label={t('referral.link')} onFocus={(e) => e.currentTarget.select()} />
            <div className="referral__buttons">
              <Button data-testid="referral-copy" onClick={() => void copy()}>
                {t('referral.copy')}
              </Button>
              {typeof navigator.share === 'function' ? (
                <Button variant="stone" data-testid="referral-share" onClick={() => void share()}>
                  {t('referral.share')}
                </Button>
              ) : null}
            </div>
            <ul className="referral__rule">
              <li>{t('referral.rule.welcome', { amount: data.rule.welcome })}</li>
              <li>{t('referral.rule.invite', { amount: data.rule.invite, level: data.rule.friendLevel })}</li>
              <li>{t('referral.rule.share', { amount: data.rule.share })}</li>
            </ul>
            <p data-testid="referral-friends">{t('referral.friends', { count: data.friends })}</p>
            <p data-testid="referral-waiting">{t('referral.waiting', { amount: waiting })}</p>
            <Button
              data-testid="referral-take"
              disabled={waiting === 0 || take.isPending}
              onClick={() => {
                setNote(null);
                take.mutate(undefined, {
                  onSuccess: (answer) =>
                    setNote(t('referral.taken', { amount: answer.taken.startBonus + answer.taken.refBonus + answer.taken.refClanBonus })),
                });
              }}
            >
              {t('referral.take')}
            </Button>
          </>
        ) : status.isPending ? (
          <p className="window__lead">{t('shop.loading')}</p>
        ) : null}
        <ShopFeedback note={note} noteTestId="referral-note" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
