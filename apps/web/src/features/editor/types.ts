import type { ReactNode } from 'react';
import type { ProjectFile } from '@ov/shared';
import type { BuildOutput } from './utils/terminal';

export type Device = 'desktop' | 'tablet' | 'mobile';

/** What the preview reports (structurally the preview engine's PreviewEvent). */
export type PreviewIssue = {
  kind: 'build' | 'runtime' | 'unhandledrejection' | 'console';
  message: string;
  file?: string;
  line?: number;
  column?: number;
  level?: string;
};

/**
 * The preview slot of the three workspace screens: the route draws the preview engine's frame with these (features
 * never import each other). `title` names the frame when the screen has its own (/builder).
 */
export type PreviewSlotProps = { files: readonly ProjectFile[]; device: Device; refreshKey: number; onEvent: (e: PreviewIssue) => void; title?: string };

/**
 * What a route gives the editor (features never import each other: the route composes editor and preview).
 * `renderPreview` draws the sandboxed preview; `build` bundles for `npm run build`; `onFilesChange` publishes the
 * current project (for the /preview page).
 */
export type EditorHostProps = {
  renderPreview: (props: PreviewSlotProps) => ReactNode;
  build?: (files: readonly ProjectFile[]) => Promise<BuildOutput>;
  onFilesChange?: (name: string, files: readonly ProjectFile[]) => void;
};

/** A diagnostic of spec §3 (severity as Monaco's: 8 error, 4 warning, 2 info). */
export type Diagnostic = {
  path: string;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
  source: 'typescript' | 'preview';
  /** For preview errors: build, runtime, rejection or console. */
  kind?: PreviewIssue['kind'];
};
