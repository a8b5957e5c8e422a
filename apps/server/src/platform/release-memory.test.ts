import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseMemoryNow } from './release-memory';

describe('releaseMemoryNow', () => {
  it('runs a full collection: an object nothing refers to any more is gone', async () => {
    let ref: WeakRef<object> | null = null;
    (() => {
      ref = new WeakRef({ payload: new Array(100_000).fill(1) });
    })();
    // a WeakRef keeps its target alive until the end of the job that made it
    await new Promise((r) => setImmediate(r));
    const ms = releaseMemoryNow();
    expect(typeof ms).toBe('number');
    expect(ref!.deref()).toBeUndefined();
  });

  it('leaves `gc` unexposed to the contexts made afterwards', () => {
    releaseMemoryNow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
