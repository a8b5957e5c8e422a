import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { setActiveQueryClient } from './query-cache';

/** A new client, registered as the one lib/auth clears when the signed-in user changes (decision 235). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
  setActiveQueryClient(client);
  return client;
}

let app: QueryClient | undefined;

/** The app's client, created with the data router (app/full-app.tsx). */
export function appQueryClient(): QueryClient {
  app ??= createQueryClient();
  return app;
}
