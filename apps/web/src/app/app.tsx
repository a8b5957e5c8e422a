import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// Created at the first render, after main.tsx has loaded the lazy modules of the first page's routes (decision 230).
let router: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  router ??= createAppRouter();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
