import { queryOptions } from '@tanstack/react-query';
import { boostersGetRoute } from '@rol/protocol/booster-routes';
import { api } from './api.ts';

/** The boosters and what runs now: the boosters window and the HUD's badge share this query. */
export const boostersKey = ['boosters'] as const;

export const boostersQuery = queryOptions({
  queryKey: boostersKey,
  queryFn: () => api.call(boostersGetRoute),
  retry: false,
  staleTime: 60_000,
});
