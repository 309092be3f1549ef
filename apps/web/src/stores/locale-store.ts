import { create } from 'zustand';
import { initialCurrency } from '../launch/launch.ts';

/**
 * The currency (§1: `currency` query parameter, RUB by default). The interface language is i18next's
 * (`i18n.language`), not kept here a second time.
 */
export const useLocaleStore = create<{ currency: string }>()(() => ({
  currency: initialCurrency,
}));
