import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { Button } from '../../ui/form-controls.tsx';
import { useHeroName } from '../../ui/use-hero-name.ts';
import type { useProfileCalls } from './profile-api.ts';
import { exchangeGain } from './profile-rules.ts';

/**
 * The hero exchange's footer (§9, 25 %): who gives, who receives and what, then a confirm — the donor
 * leaves the player for ever.
 */
export function ExchangePanel({
  creatures,
  choice,
  call,
  onDone,
}: {
  creatures: readonly CreatureDto[];
  choice: { donorId: number | null; receiverId: number | null };
  call: ReturnType<typeof useProfileCalls>['exchange'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const heroName = useHeroName();
  const [confirming, setConfirming] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const donor = creatures.find((c) => c.id === choice.donorId);
  const receiver = creatures.find((c) => c.id === choice.receiverId);
  const gain = donor ? exchangeGain(donor) : null;

  const text = (() => {
    if (!donor) return t('heroes.profile.exchange.chooseDonor');
    if (!receiver || !gain) return t('heroes.profile.exchange.chooseReceiver', { donor: heroName(donor) });
    return t('heroes.profile.exchange.gain', { receiver: heroName(receiver), ...gain });
  })();

  if (confirming && donor && receiver) {
    return (
      <div
        className="profile-footer profile-footer--confirm"
        data-testid="profile-exchange-confirm-box"
        role="alertdialog"
      >
        <p className="profile-footer__text">
          {t('heroes.profile.exchange.confirm', { donor: heroName(donor) })}
        </p>
        <div className="profile-footer__buttons">
          <Button variant="stone" data-testid="profile-exchange-cancel" onClick={() => setConfirming(false)}>
            {t('heroes.profile.exchange.no')}
          </Button>
          <Button
            variant="danger"
            data-testid="profile-exchange-confirm"
            disabled={call.isPending}
            onClick={() =>
              call.mutate(
                { donorId: donor.id, receiverId: receiver.id },
                {
                  onSuccess: () => {
                    setDoneFor(heroName(receiver));
                    onDone();
                  },
                  onSettled: () => setConfirming(false),
                },
              )
            }
          >
            {t('heroes.profile.exchange.yes')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="profile-footer" data-testid="profile-exchange">
      <div className="profile-footer__text">
        <span data-testid="profile-exchange-text">{text}</span>
        {doneFor && !donor ? (
          <span className="form-note">{t('heroes.profile.exchange.done', { receiver: doneFor })}</span>
        ) : null}
      </div>
      <Button
        icon="body-swapping"
        data-testid="profile-exchange-go"
        disabled={!donor || !receiver}
        onClick={() => setConfirming(true)}
      >
        {t('heroes.profile.exchange.go')}
      </Button>
    </div>
  );
}
