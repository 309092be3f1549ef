import { parseDestination } from '@rol/protocol/realtime';
import type { Principal } from './broker-options.ts';

/**
 * docs/architecture.md, "Realtime": everyone may hear `/topic/broadcast`; `/topic/personal/{clientUuid}` only its owner;
 * `/topic/clan/{clanId}` only the clan's members. Anything else is refused.
 */
export function defaultAuthorizeSubscribe(principal: Principal, destination: string): boolean {
  const parsed = parseDestination(destination);
  if (parsed === null) return false;
  switch (parsed.kind) {
    case 'broadcast':
      return true;
    case 'personal':
      return parsed.clientUuid === principal.clientUuid;
    case 'clan':
      return principal.clanId !== null && parsed.clanId === principal.clanId;
  }
}
