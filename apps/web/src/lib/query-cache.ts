/**
 * The query client in use, as far as code on the landing page's first load needs it: only to clear it when the
 * signed-in user changes (lib/auth). The client itself (@tanstack/query-core, ~10 KB gzip) is created with the data
 * router (app/full-app.tsx), or by a test's AppProviders, and registers here (decision 235).
 */
type Clearable = { clear(): void };

let active: Clearable | undefined;

export function setActiveQueryClient(client: Clearable): void {
  active = client;
}

/** Drops every cached query (another user, or nobody, is now signed in); nothing to do before a client exists. */
export function clearQueries(): void {
  active?.clear();
}
