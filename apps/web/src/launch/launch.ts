import { readLaunchParams, resolveCurrency, resolveUiLang, type LaunchParams } from './launch-params.ts';

/** The page address, read once at start (§7). */
export const launchParams: LaunchParams = readLaunchParams(globalThis.location?.search ?? '');

export const launchHostname: string = globalThis.location?.hostname ?? 'localhost';

export const initialUiLang = resolveUiLang(launchParams.lang, launchHostname);
export const initialCurrency = resolveCurrency(launchParams.currency);
