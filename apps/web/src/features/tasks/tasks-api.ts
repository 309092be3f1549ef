import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taskListRoute, taskTakeRoute } from '@rol/protocol/task-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';

const tasksKey = ['tasks', 'list'] as const;

/** The four tabs' tasks, the running and coming events (refetched whenever the window opens). */
export function useTaskList() {
  return useQuery({ queryKey: tasksKey, queryFn: () => api.call(taskListRoute), retry: false, staleTime: 0 });
}

/** Takes a complete task's reward: the balances and the HUD's mark follow at once. */
export function useTakeTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskNumber: number) => api.call(taskTakeRoute, { params: { taskNumber } }),
    onSuccess: async (answer) => {
      patchPlayer(client, { ...answer.balances, haveCompletedTasks: answer.haveCompletedTasks });
      await client.invalidateQueries({ queryKey: tasksKey });
    },
  });
}
