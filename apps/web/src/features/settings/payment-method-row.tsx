import { useTranslation } from 'react-i18next';
import { FormError, Segmented } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { usePaymentMethod } from './payment-method-api.ts';

/**
 * §2 settings: the payment method. On our own site the player picks how YooKassa's checkout opens;
 * on a host platform its own payment is the only one, and the row says which.
 */
export function PaymentMethodRow() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { query, choose } = usePaymentMethod();
  const data = query.data;
  if (!data) return null;
  return (
    <div className="settings__row" data-testid="settings-payment-method">
      <span className="settings__label">{t('paymentMethod.label')}</span>
      {data.methods.length > 0 ? (
        <>
          <Segmented
            options={data.methods.map((method) => ({
              value: method,
              label: t(`paymentMethod.name.${method}`),
            }))}
            value={data.method}
            onChange={(method) => choose.mutate(method)}
            disabled={choose.isPending}
            testIdPrefix="settings-pay"
          />
          <span className="settings__note">{t(`paymentMethod.hint.${data.method}`)}</span>
        </>
      ) : (
        <span className="settings__note">
          {t('paymentMethod.platformOnly', { platform: t(`paymentMethod.platformName.${data.source}`) })}
        </span>
      )}
      <FormError text={choose.isError ? failureText(choose.error) : null} />
    </div>
  );
}
