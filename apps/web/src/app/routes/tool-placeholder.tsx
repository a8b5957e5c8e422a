import { useLocation } from 'react-router';
import { ComingSoon } from '../layouts/coming-soon';

// /terminal, /database, /deploy: the spec links them but does not show their screens.
export function Component() {
  const { pathname } = useLocation();
  return <ComingSoon screen={pathname.replace(/^\//, '')} />;
}
