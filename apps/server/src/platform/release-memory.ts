import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full, compacting garbage collection now, and V8 gives the heap pages it no longer needs back to the system
 * (decision 269). The server calls it once, when its background start (the store's resume and sample seed) has
 * finished: V8 grows its heap to ≈ 55 MB committed while the server starts and the seed runs, with ≈ 25 MB of it
 * live afterwards, and would otherwise give the rest back only when its memory reducer notices the process is idle,
 * about 50 s later. The collector is reached as Jest's leak detector reaches it: `--expose-gc` set at run time
 * applies to contexts created after it, so a new context gets `gc`, and the flag is cleared again at once.
 * Returns how long the collection took (ms), or null when this V8 gave no `gc`.
 */
export function releaseMemoryNow(): number | null {
  setFlagsFromString('--expose-gc');
  let gc: unknown;
  try {
    gc = runInNewContext('gc');
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  if (typeof gc !== 'function') return null;
  const started = performance.now();
  (gc as () => void)();
  return performance.now() - started;
}
