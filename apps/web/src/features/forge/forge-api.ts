import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { artifactListRoute, forgeGetRoute, forgeReforgeRoute } from '@rol/protocol/artifact-routes';
import { api } from '../../api/api.ts';
import { gearKeys } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';
import { playerInfoKey } from '../../api/player-info.ts';

export function useForge() {
  return useQuery({ queryKey: gearKeys.forge, queryFn: () => api.call(forgeGetRoute), retry: false });
}

export function useArtifacts() {
  return useQuery({ queryKey: gearKeys.artifacts, queryFn: () => api.call(artifactListRoute), retry: false });
}

/** forge/reforge: the artifact is gone, the hero stronger, the day's count higher. */
export function useReforge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { artifactId: number; creatureId: number }) =>
      api.call(forgeReforgeRoute, { body: input }),
    onSuccess: async (answer) => {
      client.setQueryData(gearKeys.forge, answer.forge);
      await Promise.all([
        client.invalidateQueries({ queryKey: gearKeys.artifacts }),
        client.invalidateQueries({ queryKey: playerInfoKey, exact: true }),
        client.invalidateQueries({ queryKey: heroKeys.all }),
      ]);
    },
  });
}
