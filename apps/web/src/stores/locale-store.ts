import { create } from 'zustand';
import { initialCurrency, initialUiLang } from '../launch/launch.ts';
import type { UiLang } from '../launch/launch-params.ts';

/** The interface language and the currency (§1: `currency` query parameter, RUB by default). */
export const useLocaleStore = create<{ lang: UiLang; currency: string }>()(() => ({
  lang: initialUiLang,
  currency: initialCurrency,
}));
