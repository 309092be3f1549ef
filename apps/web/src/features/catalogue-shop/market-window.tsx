import type { WindowProps } from '../../stores/window-store.ts';
import { CatalogueShopView } from './catalogue-shop-view.tsx';

/** The market's window (§2). */
export default function MarketWindow({ onClose }: WindowProps) {
  return <CatalogueShopView shop="market" name="market" onClose={onClose} />;
}
