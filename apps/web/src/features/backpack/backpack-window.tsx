import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';

export default function BackpackWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <WindowFrame name="backpack" title={t('backpack.title')} onClose={onClose}>
      <p className="window__lead">{t('shop.loading')}</p>
    </WindowFrame>
  );
}
