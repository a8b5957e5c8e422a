import { createContext, use, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

/**
 * Links and navigation for the components the landing page renders on its first load (decision 234). They import
 * no react-router code: inside the app's data router, the root layout provides react-router's own `Link` and
 * `navigate` (app/router-nav.tsx); on the first load of `/`, the landing shell provides plain links whose first
 * click loads the router and hands the page over to it (app/landing-shell.tsx). Screens that only ever render inside
 * the router keep importing react-router directly.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };
export type Navigate = (to: string, options?: NavigateOptions) => void;
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};
export type Nav = { navigate: Navigate; Link: (props: LinkProps) => ReactNode };

export const NavContext = createContext<Nav | null>(null);

function useNav(): Nav {
  const nav = use(NavContext);
  if (!nav) throw new Error('Link and useNavigate need a NavContext (the root layout or the landing shell)');
  return nav;
}

export function Link(props: LinkProps): ReactNode {
  const { Link: Impl } = useNav();
  return <Impl {...props} />;
}

export function useNavigate(): Navigate {
  return useNav().navigate;
}

/** A click the page should handle itself: the main button, no modifier key, no other target (like react-router's). */
export function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  const target = e.currentTarget.getAttribute('target');
  return (
    !e.defaultPrevented &&
    e.button === 0 &&
    (!target || target === '_self') &&
    !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
  );
}
