import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { isPlainClick, NavContext, useNavigate, type LinkProps, type Nav, type Navigate } from '@/lib/nav';
import { Component as LandingRoute } from './routes/landing';
import { DropPrerender, ErrorPage, RootFallback, SkipLink } from './layouts/root-parts';

/**
 * The first load of `/` (decision 234): the landing page with the root layout's parts around it, without
 * react-router. The data router (about 30 KB gzip) is fetched at the first navigation, which `navigate` hands over
 * to it (app.tsx). Rendered by the browser (hydrating the prerendered copy) and by src/prerender.tsx: the two trees
 * must stay the same.
 */
export function LandingShell({ navigate }: { navigate: Navigate }) {
  const nav = useMemo<Nav>(() => ({ Link: ShellLink, navigate }), [navigate]);
  return (
    <NavContext value={nav}>
      <SkipLink />
      <ShellErrorBoundary>
        <Suspense fallback={<RootFallback />}>
          <LandingRoute />
          <DropPrerender />
        </Suspense>
      </ShellErrorBoundary>
    </NavContext>
  );
}

/** A real link (its address works in a new tab, without JavaScript, for crawlers); a plain click navigates in the app. */
function ShellLink({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** The landing shell has no router, so no route error boundary: this one shows the same page as RootError. */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
