import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of every screen. The request layer already shows each failure once, so queries
 * do not retry into a second toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
