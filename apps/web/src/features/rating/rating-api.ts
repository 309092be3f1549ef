import { useQuery } from '@tanstack/react-query';
import { ratingByTypeRoute, type RatingFilter, type RatingType } from '@rol/protocol/rating-routes';
import { api } from '../../api/api.ts';

/** §8: a failed ratings fetch is tried again up to 5 times; then the table is cleared (no stale rows). */
export const RATING_RETRIES = 5;

export function useRating(type: RatingType, filter: RatingFilter, from: number, size: number) {
  return useQuery({
    queryKey: ['rating', type, filter, from, size],
    queryFn: () =>
      api.call(ratingByTypeRoute, { params: { type }, query: { filter, from, to: from + size } }),
    retry: RATING_RETRIES,
    retryDelay: (attempt) => Math.min(300 * 2 ** attempt, 3_000),
  });
}
