import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nameSetRoute } from '@rol/protocol/account-routes';
import { checkNickname } from '@rol/rules/account-validation';
import { api } from '../../api/api.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useSceneReloadingForm } from '../../ui/use-scene-reloading-form.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';

/** §2 rename player: §5 nickname checks, including "differs from the current one"; the scene reloads after. */
export default function RenameWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const current = info?.player.nickname ?? null;
  const { submit, error, pending } = useSceneReloadingForm({
    read: (form) => String(form.get('name') ?? '').trim(),
    check: (name) => checkNickname(name, current),
    send: (name) => api.call(nameSetRoute, { body: { name } }),
  });

  return (
    <WindowFrame name="rename" title={t('rename.title')} onClose={onClose} compact>
      {current ? <p className="window__lead">{t('rename.current', { nickname: current })}</p> : null}
      <form className="window-form" onSubmit={submit} noValidate>
        <TextField label={t('rename.name')} name="name" autoComplete="off" autoFocus />
        <FormError text={error} />
        <Button type="submit" data-testid="rename-submit" disabled={pending}>
          {pending ? t('common.sending') : t('rename.submit')}
        </Button>
      </form>
    </WindowFrame>
  );
}
