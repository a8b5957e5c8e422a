import * as monaco from 'monaco-editor';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { SNIPPETS } from './snippets';

// Monaco and its workers are bundled by Vite and served by us: never from a remote host (air-gapped product).
// This module is imported only through the lazy wrapper (monaco-editor.tsx), so editor routes alone load it.
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    if (label === 'css' || label === 'scss' || label === 'less') return new CssWorker();
    if (label === 'html' || label === 'handlebars' || label === 'razor') return new HtmlWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

// Bare imports of user projects (react, lucide-react...) are served by the preview runtime, not typed here:
// they are declared loosely so the debug panel shows the user's own mistakes, not missing type packages.
const REACT_TYPES = ['ReactNode', 'ReactElement', 'ElementType', 'ComponentType', 'PropsWithChildren', 'ComponentProps', 'ComponentPropsWithoutRef',
  'HTMLAttributes', 'ButtonHTMLAttributes', 'InputHTMLAttributes', 'TextareaHTMLAttributes', 'SelectHTMLAttributes', 'FormHTMLAttributes',
  'AnchorHTMLAttributes', 'LabelHTMLAttributes', 'SVGProps', 'FormEvent', 'ChangeEvent', 'MouseEvent', 'KeyboardEvent', 'FocusEvent',
  'CSSProperties', 'Dispatch', 'SetStateAction', 'RefObject', 'MutableRefObject', 'Ref', 'FC', 'Key'];
const REACT_VALUES = ['useContext', 'useId', 'useTransition', 'useDeferredValue', 'useSyncExternalStore', 'useImperativeHandle', 'useLayoutEffect',
  'useOptimistic', 'useActionState', 'use', 'lazy', 'Suspense', 'Fragment', 'StrictMode', 'Children', 'cloneElement', 'createElement',
  'isValidElement', 'Component', 'PureComponent', 'startTransition', 'createRef'];
const AMBIENT = `
declare module 'react' {
  ${REACT_TYPES.map((n) => `export type ${n}<T = any, U = any> = any;`).join('\n  ')}
  ${REACT_VALUES.map((n) => `export const ${n}: any;`).join('\n  ')}
  export function useState<S = any>(initial?: S | (() => S)): [S, (value: S | ((previous: S) => S)) => void];
  export function useReducer(...args: any[]): [any, (action: any) => void];
  export function useEffect(effect: () => any, deps?: readonly any[]): void;
  export function useMemo<T>(factory: () => T, deps: readonly any[]): T;
  export function useCallback<T extends (...args: any[]) => any>(callback: T, deps: readonly any[]): T;
  export function useRef<T = any>(initial?: any): { current: T };
  export function createContext<T = any>(value: T): any;
  export function forwardRef<T = any, P = any>(render: (props: P, ref: any) => any): any;
  export function memo<T = any>(component: T, compare?: any): T;
  const React: any;
  export default React;
}
declare module 'react/jsx-runtime' { export const jsx: any; export const jsxs: any; export const Fragment: any; }
declare module 'react-dom' { export const createPortal: any; export const flushSync: any; const ReactDOM: any; export default ReactDOM; }
declare module 'react-dom/client' { export const createRoot: any; export const hydrateRoot: any; }
declare module 'lucide-react';
declare module 'recharts';
declare module 'vite' { export const defineConfig: any; }
declare module '@vitejs/plugin-react' { const x: any; export default x; }
declare module '*.css' { const x: string; export default x; }
declare namespace React { ${REACT_TYPES.map((n) => `type ${n}<T = any, U = any> = any;`).join(' ')} }
declare namespace JSX { interface IntrinsicElements { [name: string]: any } interface Element {} interface ElementChildrenAttribute { children: {} } interface IntrinsicAttributes { key?: string | number | bigint | null } }
`;

const ts = monaco.typescript;
const compilerOptions: monaco.typescript.CompilerOptions = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.NodeJs,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  allowNonTsExtensions: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  isolatedModules: true,
  strict: true,
  // Library types are loose here (see AMBIENT): implicit any would flag every callback of the user's code.
  noImplicitAny: false,
  noEmit: true,
  skipLibCheck: true,
};
ts.typescriptDefaults.setCompilerOptions(compilerOptions);
ts.javascriptDefaults.setCompilerOptions(compilerOptions);
ts.typescriptDefaults.setEagerModelSync(true);
ts.typescriptDefaults.addExtraLib(AMBIENT, 'file:///node_modules/@types/ov-ambient/index.d.ts');

loader.config({ monaco });

let revalidateTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * Monaco computes a model's diagnostics when it changes, not when a file it imports appears: after models are
 * added or removed, re-setting the (same) compiler options makes the TypeScript mode re-validate every model.
 */
export function revalidateTypeScript(): void {
  clearTimeout(revalidateTimer);
  revalidateTimer = setTimeout(() => {
    ts.typescriptDefaults.setCompilerOptions(ts.typescriptDefaults.getCompilerOptions());
    ts.javascriptDefaults.setCompilerOptions(ts.javascriptDefaults.getCompilerOptions());
  }, 150);
}

// Snippets rfc, us, ue (spec §3) in TypeScript and JavaScript files.
for (const language of ['typescript', 'javascript']) {
  monaco.languages.registerCompletionItemProvider(language, {
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      return {
        suggestions: SNIPPETS.map((s) => ({
          label: s.prefix,
          kind: monaco.languages.CompletionItemKind.Snippet,
          detail: s.name,
          documentation: s.description,
          insertText: s.body,
          insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          range,
        })),
      };
    },
  });
}

const WARM_UP_TSX = `import { useState } from 'react';

export default function App() {
  const [count, setCount] = useState(0);
  return <button className="btn" onClick={() => setCount((c) => c + 1)}>{count}</button>;
}
`;

let warmedUp: Promise<void> | null = null;
/**
 * Runs Monaco once, out of sight, before the editor needs it (the sign-in page calls it when idle, decision 237):
 * an editor on a TSX model, and models in the other languages a project has, so that their language modes are
 * fetched, the code that creates and draws an editor is compiled, and the TypeScript worker is started. Creating
 * the editor after signing in then costs a fraction of a cold one, and does not hold up the preview's first render.
 * Once per page; nothing stays on screen, the models are disposed.
 */
export function warmUpMonaco(): Promise<void> {
  if (warmedUp || typeof document === 'undefined') return warmedUp ?? Promise.resolve();
  warmedUp = new Promise((resolve) => {
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;height:300px;overflow:hidden;visibility:hidden';
    document.body.appendChild(host);
    const models = [
      monaco.editor.createModel(WARM_UP_TSX, 'typescript', monaco.Uri.parse('inmemory://warm-up/App.tsx')),
      monaco.editor.createModel('<!doctype html><html><body></body></html>', 'html', monaco.Uri.parse('inmemory://warm-up/index.html')),
      monaco.editor.createModel('body { margin: 0; }', 'css', monaco.Uri.parse('inmemory://warm-up/index.css')),
      monaco.editor.createModel('{ "name": "app" }', 'json', monaco.Uri.parse('inmemory://warm-up/package.json')),
    ];
    const editor = monaco.editor.create(host, { model: models[0], automaticLayout: false, minimap: { enabled: true } });
    const done = () => {
      editor.dispose();
      for (const m of models) m.dispose();
      host.remove();
      resolve();
    };
    // Two frames: the first draws the editor, the second its view parts that wait for the first.
    requestAnimationFrame(() => requestAnimationFrame(done));
  });
  return warmedUp;
}

export { monaco };
