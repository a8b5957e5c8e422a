import { useCallback, useState, type ComponentType } from 'react';
import type { Navigate, NavigateOptions } from '@/lib/nav';
import { AppProviders } from './providers';
import type { AppRouter } from './full-app';

type Shell = ComponentType<{ navigate: Navigate }>;
type Full = { router: AppRouter; FullApp: ComponentType<{ router: AppRouter }> };

let full: Promise<Full> | undefined;

/** The data router, created once (its lazy route map and react-router load with it). */
export function loadFullApp(): Promise<Full> {
  full ??= import('./full-app').then(({ createAppRouter, FullApp }) => ({ router: createAppRouter(), FullApp }));
  return full;
}

/**
 * `shell`: the landing shell, for a first load of `/` (decision 234); its first navigation creates the data router,
 * waits for the target page's modules (the landing stays on screen meanwhile, as a data router navigation does) and
 * then renders the router in its place. `initial`: the router, for any other first page.
 */
export function App({ shell: LandingShell, initial }: { shell?: Shell; initial?: Full }) {
  const [app, setApp] = useState<Full | undefined>(initial);
  const navigate = useCallback<Navigate>((to: string, options?: NavigateOptions) => {
    loadFullApp()
      .then(async (f) => {
        await f.router.navigate(to, options);
        setApp(f);
      })
      // The router's modules could not load (offline, or a redeploy removed them): let the browser go there.
      .catch(() => window.location.assign(to));
  }, []);
  return (
    <AppProviders>
      {app ? <app.FullApp router={app.router} /> : LandingShell ? <LandingShell navigate={navigate} /> : null}
    </AppProviders>
  );
}
