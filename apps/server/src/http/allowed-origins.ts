/**
 * Whether a page of `origin` may open the realtime socket: no Origin (not a browser: it carries no
 * player's cookie), the game's own origin (the host the request was sent to), or one of `allowed`
 * (ALLOWED_ORIGINS: platforms that serve the game's page from their own domain).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return allowed.includes(url.origin);
}

/** ALLOWED_ORIGINS: comma-separated `scheme://host[:port]` origins; anything else stops the boot. */
export function allowedOriginsFrom(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let url: URL | null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (url === null || url.origin !== entry.replace(/\/$/, '') || url.origin === 'null')
      throw new Error(`ALLOWED_ORIGINS must list origins like https://games.example.com, got "${entry}"`);
    return url.origin;
  });
}
