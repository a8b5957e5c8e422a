import { reactMain, reactPage, type AppSpec, type GeneratedFile } from '@ov/shared';
import { APP_SOURCES } from './sources.generated';

/** Files every generated project has: the page, the entry, the styles, the TypeScript and Vite settings. */

const json = (v: unknown) => JSON.stringify(v, null, 2);

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function slug(s: string): string {
  return (
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 50)
      .replace(/-$/, '') || 'app'
  );
}

/** The text of a file of app-src/ (its path there). */
export function appSource(path: string): string {
  const content = APP_SOURCES[path];
  if (content === undefined) throw new Error('missing app source ' + path);
  return content;
}

/** A building block from app-src/, at its place in the generated project (src/...). */
export const source = (path: string): GeneratedFile => ({ path: 'src/' + path, content: appSource(path) });

export function baseFiles(spec: AppSpec, readme: string): GeneratedFile[] {
  return [
    {
      path: 'index.html',
      content: reactPage(escapeHtml(spec.title), spec.lang),
    },
    {
      path: 'src/main.tsx',
      content: reactMain({ css: 'styles.css' }),
    },
    { path: 'src/styles.css', content: appSource('styles.css') },
    { path: 'src/vite-env.d.ts', content: "declare module '*.css';\n" },
    {
      path: 'package.json',
      content:
        json({
          name: slug(spec.title),
          private: true,
          version: '0.1.0',
          type: 'module',
          scripts: { dev: 'vite', build: 'tsc --noEmit && vite build' },
          dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', 'lucide-react': '^1.0.0' },
          devDependencies: { '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', '@vitejs/plugin-react': '^5.0.0', typescript: '^5.8.0', vite: '^7.0.0' },
        }) + '\n',
    },
    {
      path: 'tsconfig.json',
      content:
        json({
          compilerOptions: { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: true, noEmit: true },
          include: ['src'],
        }) + '\n',
    },
    { path: 'README.md', content: readme },
  ];
}
