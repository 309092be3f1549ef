import type { WindowProps } from '../../stores/window-store.ts';
import { CatalogueShopView } from './catalogue-shop-view.tsx';

/** The portal shop's window (§2). */
export default function PortalShopWindow({ onClose }: WindowProps) {
  return <CatalogueShopView shop="portal" name="portal-shop" onClose={onClose} />;
}
