import { useTranslation } from 'react-i18next';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';

/**
 * A host platform's gift accepted at this start (Fotostrana, VK Play): says how many emeralds it
 * brought. The server accepts each platform account's gift once, so the window shows once.
 */
export default function PlatformGiftWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const gift = usePlatformStore((s) => s.gift);
  const close = () => {
    usePlatformStore.setState({ gift: null });
    onClose();
  };
  if (gift === null) return null;
  return (
    <MessageWindow
      name="platform-gift"
      title={t('platformGift.title')}
      icon="emerald"
      text={t('platformGift.text', { platform: t(`platformGift.platform.${gift.family}`), gems: gift.gems })}
      onClose={close}
      action={
        <Button data-testid="platform-gift-thanks" onClick={close}>
          {t('platformGift.thanks')}
        </Button>
      }
    />
  );
}
