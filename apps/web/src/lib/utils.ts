import type { KeyboardEvent } from 'react';
import { clsx, type ClassValue } from 'clsx';

/** The same classes, each once. */
const dedupe = (classes: string): string => [...new Set(classes.split(' ').filter(Boolean))].join(' ');

/**
 * How `cn` resolves conflicting Tailwind classes (`px-2` then `px-4`). tailwind-merge (~8 KB gzip) is installed by
 * lib/class-merge.ts, which loads with the data router (app/full-app.tsx) and in tests; until then, on the landing
 * page's first load, classes are only deduplicated: the landing passes no conflicting classes, which
 * app/landing-shell.test.tsx checks against tailwind-merge itself (decision 236).
 */
let merge: (classes: string) => string = dedupe;

export function setClassMerge(fn: (classes: string) => string): void {
  merge = fn;
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

export function initials(name: string | null | undefined, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').split('@')[0] || '';
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]![0]}${parts[1]![0]}` : source.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A prompt box's Enter key: Enter sends the form, Shift+Enter starts a new line. */
export function submitOnEnter(e: KeyboardEvent<HTMLTextAreaElement>): void {
  if (e.key === 'Enter' && !e.shiftKey) {
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  }
}
