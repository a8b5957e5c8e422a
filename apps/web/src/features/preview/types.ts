// Public types of the preview engine (see README.md in this folder).

/** A project file `{path, content}`: the one type of @ov/shared. */
export type { ProjectFile } from '@ov/shared';

export type PreviewEventKind = 'build' | 'runtime' | 'unhandledrejection' | 'console';
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

/** One thing the preview reports to the host: a build error, a runtime error, a rejection or console output. */
export type PreviewEvent = {
  kind: PreviewEventKind;
  message: string;
  /** Project-relative path, e.g. `src/App.tsx`, when known. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column in `file`. */
  column?: number;
  /** Console level for `console` events; `error` or `warning` for build messages. */
  level?: ConsoleLevel | 'warning';
};

export type ProjectKind = 'vite' | 'app' | 'static';
export type Locale = 'fr' | 'en';

export type BundleSuccess = {
  ok: true;
  kind: ProjectKind;
  /** The project's HTML page (its own index.html, or a default one), before assembly. */
  html: string;
  /** Bundled JavaScript (an ES module whose bare imports go through the import map); empty for static projects. */
  js: string;
  /** Bundled CSS. */
  css: string;
  /** Source map of `js` (JSON), to map runtime errors back to files. */
  map: string | null;
  /**
   * The fast edit path's output instead of `js` (which is then empty): the modules, each with its code, dependency table
   * and source map, run by the frame's module registry (utils/dev-program.ts, decision 262).
   */
  program?: DevProgram;
  /** Build warnings (kind `build`, level `warning`). */
  warnings: PreviewEvent[];
  durationMs: number;
};

/** A linked program of the fast edit path (utils/dev-linker.ts): CommonJS-style modules and the runtime libraries. */
export type DevProgram = {
  entry: string;
  /** Import statements of the runtime libraries (one line each)... */
  imports: string[];
  /** ...and the fields of the object that maps each library's specifier to them. */
  fields: string[];
  /** In evaluation order; `deps` maps each `require()` specifier to a module path, `#lib` or `css:path`. */
  modules: { path: string; code: string; map: string; deps: Record<string, string> }[];
};

export type BundleFailure = { ok: false; errors: PreviewEvent[]; warnings: PreviewEvent[]; durationMs: number };
export type BundleResult = BundleSuccess | BundleFailure;

/** `dev`: fast edits (per-file transforms, linked); `bundle`: a real esbuild bundle (terminal build, Open). */
export type BundleMode = 'dev' | 'bundle';

export type Device = 'desktop' | 'tablet' | 'mobile';
