import {
  addressWithoutSession,
  readLaunchParams,
  resolveCurrency,
  resolveUiLang,
  type LaunchParams,
} from './launch-params.ts';

/** The page address, read once at start (§7). */
export const launchParams: LaunchParams = readLaunchParams(globalThis.location?.search ?? '');

// The session the address carried has been read: it leaves the address bar.
const cleanAddress = globalThis.location ? addressWithoutSession(globalThis.location.href) : null;
if (cleanAddress !== null) globalThis.history?.replaceState(globalThis.history.state, '', cleanAddress);

export const launchHostname: string = globalThis.location?.hostname ?? 'localhost';

export const initialUiLang = resolveUiLang(launchParams.lang, launchHostname);
export const initialCurrency = resolveCurrency(launchParams.currency);
