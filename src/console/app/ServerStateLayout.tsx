import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';

/**
 * Server state (react-query) for the routes under it: the console and the robot player. A route
 * of its own, loaded with them, so the sign-in pages load none of it.
 */
export default function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
