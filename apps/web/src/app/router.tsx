import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_SLUGS } from '@/config/paths';
import { RootLayout, RootFallback, RootError } from './layouts/root-layout';

// Every route is lazy: each module in ./routes exports `Component` (and optionally `ErrorBoundary`).
const SPECIAL_INFO = new Set(['about', 'contact', 'support']);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { path: 'code-editor', lazy: () => import('./routes/code-editor') },
      { path: 'builder', lazy: () => import('./routes/builder') },
      { path: 'store', lazy: () => import('./routes/store') },
      { path: 'store/:slug', lazy: () => import('./routes/store-app') },
      { path: 'admin/store', lazy: () => import('./routes/admin-store') },
      { path: 'marketplace', lazy: () => import('./routes/marketplace') },
      { path: 'quantum-core', lazy: () => import('./routes/quantum-core') },
      {
        // The signed-in shell: guard, sidebar, header, footer.
        lazy: () => import('./routes/app-shell'),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'editor', lazy: () => import('./routes/editor') },
          { path: 'preview', lazy: () => import('./routes/preview') },
          // Spec §6: a visitor may chat and gets the free local reply (decision 025).
          { path: 'chat', handle: { allowSignedOut: true }, lazy: () => import('./routes/chat') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'projects', lazy: () => import('./routes/projects') },
          { path: 'projects/new', lazy: () => import('./routes/project-new') },
          { path: 'projects/security', lazy: () => import('./routes/templates-security') },
          { path: 'projects/defense', lazy: () => import('./routes/templates-defense') },
          { path: 'projects/docs', lazy: () => import('./routes/templates-docs') },
          { path: 'projects/:id', lazy: () => import('./routes/project-edit') },
          { path: 'credits', lazy: () => import('./routes/credits') },
          { path: 'settings', lazy: () => import('./routes/settings') },
          { path: 'terminal', lazy: () => import('./routes/tool-placeholder') },
          { path: 'database', lazy: () => import('./routes/tool-placeholder') },
          { path: 'deploy', lazy: () => import('./routes/deploy') },
          { path: 'store/orders/:number', lazy: () => import('./routes/store-receipt') },
        ],
      },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'support', lazy: () => import('./routes/support') },
      ...INFO_SLUGS.filter((s) => !SPECIAL_INFO.has(s)).map(
        (slug): RouteObject => ({ path: slug, handle: { infoSlug: slug }, lazy: () => import('./routes/info-page') }),
      ),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
