import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';
import { bankOfferStore } from '../features/bank/bank-offer-store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    // An action made offline is tried at once and fails at once with the network's error, shown
    // where it was made ("no connection"), rather than waiting unseen for the connection and going
    // through later without a word (TanStack's default 'online' mode pauses it).
    mutations: { retry: false, networkMode: 'always' },
  },
  // §8: every "not enough gems" refusal offers the bank, whichever window asked.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_ENOUGH_GEMS') bankOfferStore.setState({ offered: true });
    },
  }),
});
