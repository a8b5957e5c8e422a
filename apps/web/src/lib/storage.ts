import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/**
 * The one way the web keeps something in the browser. Each stored value is declared once with its key and a zod
 * schema: what is read back is checked (an old, edited or corrupt value reads as the fallback, never as a crash),
 * and storage that throws (private mode, quota, blocked) never breaks the page: the choice then lasts for the visit.
 */
export type Stored<T> = {
  readonly key: string;
  read(): T;
  write(value: T): boolean;
  remove(): void;
};

type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * A JSON value under `key`. `fallback` is returned when nothing valid is stored. `raw: true` stores a string as is
 * (for keys whose format the spec fixes, such as `ov_cookie_consent` = 'accepted'). Any zod schema works; code on the
 * landing page's first load declares its values with `zod/mini` (a few KB) so the full `zod` stays in later chunks.
 */
export function defineStored<S extends $ZodType, F = output<S>>(
  key: string,
  schema: S,
  fallback: F,
  opts: { area?: Area; raw?: boolean } = {},
): Stored<output<S> | F> {
  const store = () => area(opts.area ?? 'local');
  return {
    key,
    read() {
      let text: string | null | undefined;
      try {
        text = store()?.getItem(key);
      } catch {
        return fallback;
      }
      if (text == null) return fallback;
      let value: unknown = text;
      if (!opts.raw) {
        try {
          value = JSON.parse(text);
        } catch {
          return fallback;
        }
      }
      const r = safeParse(schema, value);
      return r.success ? r.data : fallback;
    },
    write(value) {
      try {
        store()?.setItem(key, opts.raw ? String(value) : JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove() {
      try {
        store()?.removeItem(key);
      } catch {
        // blocked storage: nothing to remove
      }
    },
  };
}
