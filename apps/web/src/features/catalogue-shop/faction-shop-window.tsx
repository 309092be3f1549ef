import type { WindowProps } from '../../stores/window-store.ts';
import { CatalogueShopView } from './catalogue-shop-view.tsx';

/** The faction shop's window (§2). */
export default function FactionShopWindow({ onClose }: WindowProps) {
  return <CatalogueShopView shop="faction" name="faction-shop" onClose={onClose} />;
}
