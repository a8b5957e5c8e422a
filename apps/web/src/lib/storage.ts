import type { $ZodType, output } from 'zod/v4/core';

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

/** A hand-written check for a stored value: the value it stands for, or `undefined` when it is not valid. */
export type StoredCheck<T> = (value: unknown) => T | undefined;

/** A check that accepts one of a few fixed words (the theme, the language, a consent answer). */
export const oneOf =
  <const T extends string>(words: readonly T[]): StoredCheck<T> =>
  (value) =>
    words.includes(value as T) ? (value as T) : undefined;

type Opts = { area?: Area; raw?: boolean };

/**
 * A JSON value under `key`. `fallback` is returned when nothing valid is stored. `raw: true` stores a string as is
 * (for keys whose format the spec fixes, such as `ov_cookie_consent` = 'accepted'). The value is checked by a zod
 * schema (its Standard Schema `~standard.validate`, so this module imports no zod code) or by a `StoredCheck`
 * function: the values the landing page reads on its first load (theme, language, banners, consent) use checks, so
 * zod is not part of that page's JavaScript (decision 233).
 */
export function defineStored<S extends $ZodType, F = output<S>>(key: string, schema: S, fallback: F, opts?: Opts): Stored<output<S> | F>;
export function defineStored<T, F = T>(key: string, check: StoredCheck<T>, fallback: F, opts?: Opts): Stored<T | F>;
export function defineStored<F>(
  key: string,
  schema: $ZodType | StoredCheck<unknown>,
  fallback: F,
  opts: Opts = {},
): Stored<unknown> {
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
      if (typeof schema === 'function') return schema(value) ?? fallback;
      const r = schema['~standard'].validate(value);
      // A schema with async checks cannot be read synchronously: treat it as nothing stored.
      return r instanceof Promise || r.issues ? fallback : r.value;
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
