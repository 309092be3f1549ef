import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount } from '@rol/rules/community/forum-rules';
import { checkGiftAmount, GIFT_LIMITS, GIFT_RESOURCE_KINDS, GIFT_RESOURCES, type GiftResource } from '@rol/rules/community/gift-rules';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { CharCount } from './char-count.tsx';
import { useGiftActions } from './gifts-api.ts';

/** The form to give a gift: receiver, resource and amount within bounds, a wish and a hidden message. */
export function GiftForm({ sentToday }: { sentToday: number }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const { send } = useGiftActions();
  const [to, setTo] = useState('');
  const [resource, setResource] = useState<GiftResource>('GOLD');
  const [amount, setAmount] = useState(String(GIFT_RESOURCES.GOLD.min));
  const [wish, setWish] = useState('');
  const [hidden, setHidden] = useState('');
  const bounds = GIFT_RESOURCES[resource];
  const valid =
    to.trim() !== '' &&
    checkGiftAmount(resource, Number(amount)) &&
    charCount(wish.trim()) <= GIFT_LIMITS.wishMax &&
    charCount(hidden.trim()) <= GIFT_LIMITS.hiddenMax &&
    sentToday < GIFT_LIMITS.perDay;
  return (
    <form
      className="gift-form"
      data-testid="gift-form"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ to, resource, amount: Number(amount), wish, hiddenText: hidden }, { onSuccess: () => setTo('') });
      }}
    >
      <p className="gift-note">{t('gifts.sentToday', { n: sentToday, max: GIFT_LIMITS.perDay })}</p>
      <TextField label={t('gifts.toField')} value={to} data-testid="gift-to" onChange={(e) => setTo(e.target.value)} />
      <label className="field">
        <span className="field__label">{t('gifts.resourceField')}</span>
        <select
          className="field__input"
          value={resource}
          data-testid="gift-resource"
          onChange={(e) => {
            const next = e.target.value as GiftResource;
            setResource(next);
            setAmount(String(GIFT_RESOURCES[next].min));
          }}
        >
          {GIFT_RESOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`names.resource.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('gifts.amountField', bounds)} type="number" min={bounds.min} max={bounds.max} value={amount} data-testid="gift-amount" onChange={(e) => setAmount(e.target.value)} />
      <label className="field">
        <span className="field__label">{t('gifts.wishField')}</span>
        <textarea className="field__input" value={wish} data-testid="gift-wish" onChange={(e) => setWish(e.target.value)} />
        <CharCount text={wish} max={GIFT_LIMITS.wishMax} />
      </label>
      <label className="field">
        <span className="field__label">{t('gifts.hiddenField')}</span>
        <textarea className="field__input" value={hidden} data-testid="gift-hidden" onChange={(e) => setHidden(e.target.value)} />
        <CharCount text={hidden} max={GIFT_LIMITS.hiddenMax} />
      </label>
      <FormError text={send.error ? failure(send.error) : null} />
      {send.isSuccess ? <p className="gift-note" data-testid="gift-sent">{t('gifts.done')}</p> : null}
      <Button type="submit" data-testid="gift-send" disabled={!valid || send.isPending}>
        {t('gifts.send')}
      </Button>
    </form>
  );
}
