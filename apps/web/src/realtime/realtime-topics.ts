import { BROADCAST_TOPIC, clanTopic, personalTopic } from '@rol/protocol/realtime';

export interface RealtimeIdentity {
  /** The player's personal topic id, from player info. */
  clientUuid: string;
  clanId: number | null;
}

/** §7: the broadcast topic, the player's own personal topic, and the clan topic when in a clan. */
export function topicsFor(identity: RealtimeIdentity): string[] {
  const topics = [BROADCAST_TOPIC, personalTopic(identity.clientUuid)];
  if (identity.clanId !== null) topics.push(clanTopic(identity.clanId));
  return topics;
}

/** What to subscribe and unsubscribe to go from `current` to `wanted` topics. */
export function topicChanges(current: readonly string[], wanted: readonly string[]): { add: string[]; remove: string[] } {
  return {
    add: wanted.filter((topic) => !current.includes(topic)),
    remove: current.filter((topic) => !wanted.includes(topic)),
  };
}
