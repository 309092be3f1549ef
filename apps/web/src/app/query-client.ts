import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';
import { bankOfferStore } from '../features/bank/bank-offer-store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
  // §8: every "not enough gems" refusal offers the bank, whichever window asked.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_ENOUGH_GEMS') bankOfferStore.setState({ offered: true });
    },
  }),
});
