import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerLogKind } from '@rol/protocol/staff-dto';
import {
  devLogRoute,
  staffAuditRoute,
  staffBanRoute,
  staffEnterRoute,
  staffExitRoute,
  staffFindRoute,
  staffPlayerLogRoute,
  staffPlayerPaymentsRoute,
  staffPlayerRoute,
  staffRoleRoute,
  staffSelfRoute,
  staffUnbanRoute,
} from '@rol/protocol/staff-routes';
import { api } from '../../api/api.ts';

export const staffKeys = {
  self: ['staff', 'self'] as const,
  find: (q: string) => ['staff', 'find', q] as const,
  player: (id: number) => ['staff', 'player', id] as const,
  log: (id: number, page: number, filter: string, subfilter: string) => ['staff', 'log', id, page, filter, subfilter] as const,
  payments: (id: number, page: number) => ['staff', 'payments', id, page] as const,
  audit: (page: number, action: string) => ['staff', 'audit', page, action] as const,
  devLog: (page: number, text: string) => ['staff', 'dev-log', page, text] as const,
};

export function useStaffSelf(enabled = true) {
  return useQuery({ queryKey: staffKeys.self, queryFn: () => api.call(staffSelfRoute), retry: false, enabled });
}

export function useFindPlayers(q: string) {
  return useQuery({
    queryKey: staffKeys.find(q),
    queryFn: () => api.call(staffFindRoute, { query: { q } }),
    enabled: q.trim().length > 0,
    retry: false,
  });
}

export function useStaffPlayer(id: number | null) {
  return useQuery({
    queryKey: staffKeys.player(id ?? 0),
    queryFn: () => api.call(staffPlayerRoute, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

export function usePlayerLog(id: number, page: number, filter: PlayerLogKind | '', subfilter: string) {
  return useQuery({
    queryKey: staffKeys.log(id, page, filter, subfilter),
    queryFn: () =>
      api.call(staffPlayerLogRoute, {
        params: { id },
        query: { page, ...(filter ? { filter } : {}), ...(filter && subfilter ? { subfilter } : {}) },
      }),
    retry: false,
  });
}

export function usePayments(id: number, page: number) {
  return useQuery({
    queryKey: staffKeys.payments(id, page),
    queryFn: () => api.call(staffPlayerPaymentsRoute, { params: { id }, query: { page } }),
    retry: false,
  });
}

export function useAudit(page: number, action: string) {
  return useQuery({
    queryKey: staffKeys.audit(page, action),
    queryFn: () => api.call(staffAuditRoute, { query: { page, ...(action ? { action } : {}) } }),
    retry: false,
  });
}

export function useDevLog(page: number, text: string) {
  return useQuery({
    queryKey: staffKeys.devLog(page, text),
    queryFn: () => api.call(devLogRoute, { query: { page, ...(text ? { text } : {}) } }),
    retry: false,
  });
}

/** Ban, unban and role changes refresh the player's card and history. */
export function useStaffAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'ban'; id: number; scope: string; reason: string; duration: string }
        | { kind: 'unban'; id: number; scope: string }
        | { kind: 'role'; id: number; level: 'PLAYER' | 'MODERATOR' },
    ) => {
      if (action.kind === 'ban')
        return api.call(staffBanRoute, {
          params: { id: action.id },
          body: { scope: action.scope as never, reason: action.reason as never, duration: action.duration },
        });
      if (action.kind === 'unban')
        return api.call(staffUnbanRoute, { params: { id: action.id }, body: { scope: action.scope as never } });
      return api.call(staffRoleRoute, { params: { id: action.id }, body: { level: action.level } });
    },
    onSuccess: (_answer, action) => client.invalidateQueries({ queryKey: staffKeys.player(action.id) }),
  });
}

/** Login-as and back: the answer carries the new session; the page then starts again as that player. */
export async function enterAsPlayer(id: number): Promise<void> {
  await api.call(staffEnterRoute, { params: { id } });
  globalThis.location.reload();
}

export async function exitToOwnAccount(): Promise<void> {
  await api.call(staffExitRoute);
  globalThis.location.reload();
}
