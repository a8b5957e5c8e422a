// Harness page for scripts/bench/preview.bench.mjs: renders the real PreviewFrame and exposes a tiny
// API on window. Built only by the bench (never part of the app bundle).
import { useState } from 'react';
import '@/lib/i18n';
import { createRoot } from 'react-dom/client';
import { PreviewFrame } from '../components/preview-frame';
import { bundleProject, warmUpBundler } from '../bundle-project';
import type { PreviewEvent, ProjectFile } from '../types';

type Harness = {
  setFiles: (files: ProjectFile[]) => void;
  /** Resolves with performance.now() when the preview logs `message` (through the console bridge). */
  waitFor: (message: string, timeoutMs?: number) => Promise<number>;
  events: PreviewEvent[];
  /** performance.now() and build time of each build that ran in the frame. */
  ready: { at: number; durationMs: number | null }[];
  bundleProject: typeof bundleProject;
  warmUp: typeof warmUpBundler;
};
declare global {
  interface Window {
    __preview?: Harness;
    __previewInitial?: ProjectFile[];
  }
}

const events: PreviewEvent[] = [];
const ready: { at: number; durationMs: number | null }[] = [];
const waiters = new Map<string, (t: number) => void>();
let setFilesRef: ((f: ProjectFile[]) => void) | null = null;

function handleEvent(e: PreviewEvent) {
  const now = performance.now();
  events.push(e);
  const done = waiters.get(e.message);
  if (done) {
    waiters.delete(e.message);
    done(now);
  }
}

function Root() {
  const [files, setFiles] = useState<ProjectFile[] | null>(window.__previewInitial ?? null);
  setFilesRef = setFiles;
  if (!files) return null;
  return <PreviewFrame files={files} onEvent={handleEvent} onReady={(r) => ready.push({ at: performance.now(), durationMs: r.durationMs })} />;
}

window.__preview = {
  setFiles: (f) => setFilesRef?.(f),
  waitFor: (message, timeoutMs = 30_000) => {
    const seen = events.find((e) => e.message === message);
    if (seen) return Promise.resolve(-1);
    return new Promise((resolve, reject) => {
      waiters.set(message, resolve);
      setTimeout(() => reject(new Error(`timeout waiting for ${message}`)), timeoutMs);
    });
  },
  events,
  ready,
  bundleProject,
  warmUp: warmUpBundler,
};
createRoot(document.getElementById('root')!).render(<Root />);
