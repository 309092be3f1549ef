/**
 * §7 shared client behaviour: what the page address carries. Read once at start; a stored session
 * or authorization overrides `jsession` / `Authorization` (see `api/session.ts`).
 */
export interface LaunchParams {
  logged_user_id: string | null;
  viewer_id: string | null;
  uid: string | null;
  fotoUid: string | null;
  exe_user: string | null;
  beeline_login: string | null;
  authorization: string | null;
  jsession: string | null;
  lang: string | null;
  currency: string | null;
  /** A referral code sent with the trial registration. */
  ref: string | null;
  /** The host platform when the page is opened from one (`platform=mystore`, …). */
  platform: string | null;
  /** The build number of an app-store wrapper (`app_version`); absent in a browser. */
  appVersion: number | null;
}

const PLAIN_KEYS = [
  'logged_user_id',
  'viewer_id',
  'uid',
  'fotoUid',
  'exe_user',
  'beeline_login',
  'jsession',
  'lang',
  'currency',
  'ref',
  'platform',
] as const;

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

export function readLaunchParams(search: string): LaunchParams {
  const query = new URLSearchParams(search);
  const plain = Object.fromEntries(PLAIN_KEYS.map((key) => [key, nonEmpty(query.get(key))])) as Record<
    (typeof PLAIN_KEYS)[number],
    string | null
  >;
  const appVersionRaw = nonEmpty(query.get('app_version'));
  const appVersion = appVersionRaw !== null && /^\d+$/.test(appVersionRaw) ? Number(appVersionRaw) : null;
  return {
    ...plain,
    authorization: nonEmpty(query.get('Authorization') ?? query.get('authorization')),
    appVersion,
  };
}

export type UiLang = 'ru' | 'en';

/** Hosts that open the game in English (international portals and an `en.` subdomain). */
const ENGLISH_HOST_PATTERNS = [/^en\./, /crazygames\./, /kongregate\./, /gamedistribution\./];

/** Russian by default; English by the `lang` parameter, an English host, or the player's own choice. */
export function resolveUiLang(
  langParam: string | null,
  hostname: string,
  playerLang?: 'RU' | 'EN' | null,
): UiLang {
  if (playerLang === 'EN') return 'en';
  if (playerLang === 'RU') return 'ru';
  const param = langParam?.toLowerCase() ?? null;
  if (param !== null && param.startsWith('en')) return 'en';
  if (param !== null && param.startsWith('ru')) return 'ru';
  return ENGLISH_HOST_PATTERNS.some((p) => p.test(hostname.toLowerCase())) ? 'en' : 'ru';
}

/** §1: the currency parameter is read; RUB by default. */
export function resolveCurrency(currencyParam: string | null): string {
  const value = currencyParam?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(value) ? value : 'RUB';
}

/** §2: the update notification shows only for an app-store build older than the store minimum. */
export function needsStoreUpdate(appVersion: number | null, storeMinVersion: number): boolean {
  return appVersion !== null && appVersion < storeMinVersion;
}

/** The session keys a page address may carry. */
const SESSION_KEYS = ['jsession', 'JSESSIONID', 'Authorization', 'authorization'];

/**
 * The page address without its session keys, or null when it has none. The page replaces its
 * address with it once read, so a session token never stays in the address bar, a bookmark or a
 * shared link.
 */
export function addressWithoutSession(href: string): string | null {
  const url = new URL(href);
  const present = SESSION_KEYS.filter((key) => url.searchParams.has(key));
  if (present.length === 0) return null;
  for (const key of present) url.searchParams.delete(key);
  return url.toString();
}
