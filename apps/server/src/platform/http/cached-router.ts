import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many distinct method + path pairs keep their match; beyond it, paths are matched each time (decision 280). */
export const MATCH_CACHE_SIZE = 2000;

/**
 * Hono's default router (SmartRouter over RegExpRouter and TrieRouter) with the match of each method + path
 * remembered. Our routes make SmartRouter fall back to TrieRouter (RegExpRouter refuses `/api/projects/:id` next
 * to the other param routes), which walks the trie and builds the handler list for every request. A match depends
 * only on the method and the path, and Hono only reads it, so the same result serves every request for that path.
 * The cache stops growing at MATCH_CACHE_SIZE entries: paths a client invents cost memory once, then nothing.
 */
export class CachedRouter<T> implements Router<T> {
  name = 'CachedRouter';
  readonly #inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #cache = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#cache.get(key);
    if (result === undefined) {
      result = this.#inner.match(method, path);
      if (this.#cache.size < MATCH_CACHE_SIZE) this.#cache.set(key, result);
    }
    return result;
  }
}
