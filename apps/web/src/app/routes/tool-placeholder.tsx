import { useLocation } from 'react-router';
import { ComingSoon, type Screen } from '../layouts/coming-soon';

const TOOLS = { '/terminal': 'terminal', '/database': 'database' } as const satisfies Record<string, Screen>;
const isTool = (p: string): p is keyof typeof TOOLS => Object.hasOwn(TOOLS, p);

// /terminal, /database: the spec links them but does not show their screens (/deploy has its own page, routes/deploy).
export function Component() {
  const { pathname } = useLocation();
  return <ComingSoon screen={isTool(pathname) ? TOOLS[pathname] : 'terminal'} />;
}
