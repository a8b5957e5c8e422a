import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

// Spec §2 route table, plus the linked screens we build (templates, settings, tools, credits).
const SPEC_PATHS = [
  '/', '/auth', '/dashboard', '/code-editor', '/store', '/marketplace', '/quantum-core', '/builder',
  '/editor', '/preview', '/chat', '/profile', '/projects', '/projects/new', '/projects/abc-123',
  '/cybersecurity', '/defense', '/government', '/enterprise', '/research', '/guide', '/tutorials', '/examples',
  '/community', '/support', '/about', '/careers', '/press', '/partners', '/contact', '/privacy', '/terms',
  '/security', '/compliance', '/status',
  '/projects/security', '/projects/defense', '/projects/docs', '/terminal', '/database', '/deploy', '/settings', '/credits',
];

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it.each(SPEC_PATHS)('%s has its own route', (path) => {
    const route = leaf(path);
    expect(route).toBeDefined();
    expect(route!.path).not.toBe('*');
    expect(typeof route!.lazy).toBe('function');
  });
  it('any other path is the 404 route', () => {
    expect(leaf('/nope')?.path).toBe('*');
    expect(leaf('/projects/a/b')?.path).toBe('*');
  });
  it('templates win over /projects/:id and the shell guards the account screens', () => {
    expect(leaf('/projects/security')?.path).toBe('projects/security');
    const shell = matchRoutes(routes, '/profile')!;
    expect(shell.length).toBe(3);
    expect(matchRoutes(routes, '/about')!.length).toBe(2);
  });
});
