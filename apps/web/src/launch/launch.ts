import {
  addressWithoutSession,
  readLaunchParams,
  resolveCurrency,
  resolveUiLang,
  type LaunchParams,
} from './launch-params.ts';
import { localStore } from '../storage/local-store.ts';

/** The page address, read once at start (§7). */
export const launchParams: LaunchParams = readLaunchParams(globalThis.location?.search ?? '');

// The session the address carried has been read: it leaves the address bar.
const cleanAddress = globalThis.location ? addressWithoutSession(globalThis.location.href) : null;
if (cleanAddress !== null) globalThis.history?.replaceState(globalThis.history.state, '', cleanAddress);

export const launchHostname: string = globalThis.location?.hostname ?? 'localhost';

/**
 * The `lang` of the page address, remembered: a newcomer who came with `?lang=en` and left before
 * choosing a hero opens the game in English again (until a player's own choice overrides it).
 */
export const rememberedLang: string | null = (() => {
  if (launchParams.lang !== null) localStore.setLangParam(launchParams.lang);
  return launchParams.lang ?? localStore.langParam();
})();

export const initialUiLang = resolveUiLang(rememberedLang, launchHostname);
export const initialCurrency = resolveCurrency(launchParams.currency);
