import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailOrPhoneSetRoute } from '@rol/protocol/account-routes';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { checkMailOrPhone } from '@rol/rules/account-validation';
import { api } from '../../api/api.ts';
import { codeText } from '../../api/error-text.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';

/** §2 change mail-or-phone: one must be entered, a phone starts with + and codes, a mail has @ (§5). */
export default function MailOrPhoneWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const current = info?.player.mailOrPhone ?? null;
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const save = useMutation({
    mutationFn: (mailOrPhone: string) => api.call(mailOrPhoneSetRoute, { body: { mailOrPhone } }),
    onSuccess: (answer) => {
      patchPlayer(client, { mailOrPhone: answer.mailOrPhone });
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('mailOrPhone') ?? '').trim();
    const found = checkMailOrPhone(value);
    setProblem(found);
    if (found === null) save.mutate(value);
  };

  const error = problem ? codeText(problem, lang) : save.isError ? failureText(save.error) : null;
  return (
    <WindowFrame name="mail-or-phone" title={t('mailOrPhone.title')} onClose={onClose} compact>
      <p className="window__lead">{current ? t('mailOrPhone.current', { value: current }) : t('mailOrPhone.none')}</p>
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('mailOrPhone.field')} name="mailOrPhone" hint={t('mailOrPhone.hint')} autoComplete="email" inputMode="email" autoFocus />
        <FormError text={error} />
        <Button type="submit" data-testid="mail-or-phone-submit" disabled={save.isPending}>
          {save.isPending ? t('common.sending') : t('mailOrPhone.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
