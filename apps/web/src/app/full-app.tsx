import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

// The data router and its lazy route map: loaded at once for any page but `/`, and at the first navigation from the
// landing shell (decision 234).
export type AppRouter = ReturnType<typeof createAppRouter>;
export { createAppRouter };

export function FullApp({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
