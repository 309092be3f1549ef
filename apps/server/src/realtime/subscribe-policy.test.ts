import { describe, expect, it } from 'vitest';
import { defaultAuthorizeSubscribe } from './subscribe-policy.ts';

const member = { playerId: 1, clientUuid: 'c0ffee-1', clanId: 7 };
const loner = { playerId: 2, clientUuid: 'c0ffee-2', clanId: null };

describe('defaultAuthorizeSubscribe', () => {
  it.each([
    [member, '/topic/broadcast', true],
    [member, '/topic/personal/c0ffee-1', true],
    [member, '/topic/personal/c0ffee-2', false],
    [member, '/topic/clan/7', true],
    [member, '/topic/clan/8', false],
    [member, '/topic/clan/07', false],
    [loner, '/topic/clan/7', false],
    [member, '/topic/personal/', false],
    [member, '/topic/personal/c0ffee-1/x', false],
    [member, '/internal/close-player', false],
    [member, '/queue/anything', false],
  ])('%o on %s: %s', (principal, destination, allowed) => {
    expect(defaultAuthorizeSubscribe(principal, destination)).toBe(allowed);
  });
});
