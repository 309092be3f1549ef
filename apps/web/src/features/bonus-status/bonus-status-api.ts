import { useQuery } from '@tanstack/react-query';
import { bonusStatusRoute } from '@rol/protocol/bonus-status-routes';
import { api } from '../../api/api.ts';

export function useBonusStatus() {
  return useQuery({ queryKey: ['bonus-status'], queryFn: () => api.call(bonusStatusRoute), retry: false });
}
