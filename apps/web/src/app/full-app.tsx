import '@/lib/class-merge';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

// The data router, its lazy route map and the query client (decision 235): loaded at once for any page but `/`, and at the first navigation from the
// landing shell (decision 234).
export type AppRouter = ReturnType<typeof createAppRouter>;
export { createAppRouter };

export function FullApp({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
