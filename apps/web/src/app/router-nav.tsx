import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { NavContext, type Nav } from '@/lib/nav';

/** Inside the data router, lib/nav's `Link` and `useNavigate` are react-router's own (decision 234). */
export function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const nav = useMemo<Nav>(() => ({ Link, navigate: (to, options) => void navigate(to, options) }), [navigate]);
  return <NavContext value={nav}>{children}</NavContext>;
}
