import type { WindowProps } from '../../stores/window-store.ts';
import { CatalogueShopView } from './catalogue-shop-view.tsx';

/** The amulet shop's window (§2). */
export default function AmuletShopWindow({ onClose }: WindowProps) {
  return <CatalogueShopView shop="amulet" name="amulet-shop" onClose={onClose} />;
}
