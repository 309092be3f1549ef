import type { QueryClient } from '@tanstack/react-query';
import { playerInfoKey } from './player-info.ts';

/** Query keys of the heroes' calls, shared by every feature that shows heroes. */
export const heroKeys = {
  all: ['creature'] as const,
  list: ['creature', 'list'] as const,
  one: (id: number) => ['creature', 'one', id] as const,
  artifacts: ['artifact', 'list'] as const,
};

/**
 * After any action on heroes: the player info (resources, squad, hammers, cards), every hero query
 * and the artifact list are fetched again, so stats and prices update wherever they show.
 */
export async function refreshHeroes(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: playerInfoKey, exact: true }),
    client.invalidateQueries({ queryKey: heroKeys.all }),
    client.invalidateQueries({ queryKey: heroKeys.artifacts }),
  ]);
}
