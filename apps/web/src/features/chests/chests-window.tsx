import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { DelayedChestPanel } from './delayed-chest-panel.tsx';
import { SpendChestsPanel } from './spend-chests-panel.tsx';
import '../../ui/shop-window.css';
import './chests.css';

/** Chests: the delayed chest on its clock, and the six chests that gems spent open. */
export default function ChestsWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <WindowFrame name="chests" title={t('chests.title')} onClose={onClose} className="window--shop">
      <div className="chests" data-testid="chests">
        <DelayedChestPanel />
        <SpendChestsPanel />
      </div>
    </WindowFrame>
  );
}
