import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { artifactGiveRoute, artifactListRoute, artifactTakeRoute } from '@rol/protocol/artifact-routes';
import {
  creatureCardUseRoute,
  creatureForceUpgradeRoute,
  creatureGetRoute,
  creatureRankUpgradeRoute,
  creatureStepSpeedUpRoute,
} from '@rol/protocol/creature-routes';
import type { HammerDto } from '@rol/protocol/hero-dto';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import type { CardType } from '@rol/rules/heroes/cards';
import { api } from '../../api/api.ts';
import { heroKeys, refreshHeroes } from '../../api/hero-cache.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { gameBus } from '../../events/game-events.ts';

export type HeroAnswer = { creature: CreatureDto; hammerDto: HammerDto };

/** The hero page's hero: its forces, artifacts and running steps, and the magic hammers. */
export function useHero(creatureId: number) {
  return useQuery({
    queryKey: heroKeys.one(creatureId),
    queryFn: () => api.call(creatureGetRoute, { params: { id: creatureId } }),
    retry: 1,
  });
}

/** Every artifact the player owns (the give picker lists those in the storage). */
export function useArtifacts(enabled: boolean) {
  return useQuery({
    queryKey: heroKeys.artifacts,
    queryFn: () => api.call(artifactListRoute),
    enabled,
    retry: 1,
  });
}

export type HeroNotice = 'force' | 'rank' | 'speedup' | 'card' | 'give' | 'take';

/**
 * The hero page's calls. Each answer's hero goes into the page at once and its balances into the
 * HUD; then the player info, every hero query and the artifacts are fetched again (stats update on
 * the page after every action). `error` and `notice` tell the outcome of the latest call.
 */
export function useHeroCalls(creatureId: number) {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<HeroNotice | null>(null);
  const outcome = (kind: HeroNotice) => ({
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onError: (failure: unknown) => setError(failure),
    onSuccess: async (answer: Parameters<typeof settle>[0]) => {
      setNotice(kind);
      if (kind === 'give') gameBus.emit('creature:upgraded', { creatureId, kind: 'artifact' });
      await settle(answer);
    },
  });
  const settle = async (answer: {
    creatures?: CreatureDto[];
    creature?: CreatureDto;
    hammerDto?: HammerDto;
    balances?: BalancesDto;
  }) => {
    const hero = answer.creature ?? answer.creatures?.find((c) => c.id === creatureId);
    if (hero && hero.id === creatureId) {
      client.setQueryData<HeroAnswer>(heroKeys.one(creatureId), (old) =>
        old ? { creature: hero, hammerDto: answer.hammerDto ?? old.hammerDto } : old,
      );
    }
    if (answer.balances) patchPlayer(client, answer.balances);
    await refreshHeroes(client);
  };
  const force = useMutation({
    mutationFn: (forceId: string) => api.call(creatureForceUpgradeRoute, { body: { creatureId, forceId } }),
    ...outcome('force'),
  });
  const rank = useMutation({
    mutationFn: () => api.call(creatureRankUpgradeRoute, { body: { creatureId } }),
    ...outcome('rank'),
  });
  const speedUp = useMutation({
    mutationFn: (stepId: number) => api.call(creatureStepSpeedUpRoute, { body: { stepId } }),
    ...outcome('speedup'),
  });
  const card = useMutation({
    mutationFn: (type: CardType) => api.call(creatureCardUseRoute, { body: { card: type, creatureId } }),
    ...outcome('card'),
  });
  const give = useMutation({
    mutationFn: (artifactId: number) => api.call(artifactGiveRoute, { body: { artifactId, creatureId } }),
    ...outcome('give'),
  });
  const take = useMutation({
    mutationFn: (artifactId: number) => api.call(artifactTakeRoute, { body: { artifactId } }),
    ...outcome('take'),
  });
  return { force, rank, speedUp, card, give, take, error, notice };
}

export type HeroCalls = ReturnType<typeof useHeroCalls>;
