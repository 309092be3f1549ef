import { isIP } from 'node:net';

/**
 * Which peers may tell a client's address in `X-Forwarded-For`: none (false), the nearest `n` hops
 * (a number: the address `n` entries from the end of the header, which the proxies in front of the
 * server appended themselves), or the listed proxy addresses and CIDR ranges (the header is read
 * back from the end while each hop is one of them).
 */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset, empty, `0` or `false` trusts no one; `N` (1–10) trusts N proxy hops; otherwise
 * a comma-separated list of proxy addresses or CIDR ranges (`10.0.0.5`, `10.0.0.0/8`, `::1`,
 * `loopback`, `linklocal`, `uniquelocal`). `true`/`all` (any peer) is refused: any client could then
 * name itself in the header and beat every per-IP limit. Anything else stops the boot.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  }
  if (/^(true|all|\*)$/i.test(text))
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For: give the number of proxy hops (e.g. 1) or the proxy addresses',
    );
  const entries = text.split(',').map((entry) => entry.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(named.has(entry) || (family !== 0 && validBits && rest.length === 0)))
      throw new Error(
        `TRUST_PROXY must be a number of hops (1–10) or proxy addresses/CIDR ranges separated by commas, got "${entry}"`,
      );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting: hops become a function of the hop's index (what proxy-addr
 * does for a number), so one form fits its types.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
