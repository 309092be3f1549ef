import type { WindowProps } from '../../stores/window-store.ts';
import { CatalogueShopView } from './catalogue-shop-view.tsx';

/** The clan shop's window (§2): members only, its offers opening with the clan's level. */
export default function ClanShopWindow({ onClose }: WindowProps) {
  return <CatalogueShopView shop="clan" name="clan-shop" onClose={onClose} />;
}
