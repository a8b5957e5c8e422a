import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { freePort } from './listen';

const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

export type MainProcess = {
  child: ChildProcess;
  base: string;
  /** Everything the server wrote on stdout and stderr so far (JSON log lines). */
  output(): string;
  exited: Promise<number | null>;
  /** Waits until `ok()` holds, polling a bounded number of times (never a time budget); fails with the output. */
  waitFor(ok: () => boolean): Promise<void>;
};

/**
 * Starts the real entry point (config → db → migrate → admin → listen) from the TypeScript sources on a free
 * loopback port, with test defaults (`NODE_ENV=test`, no rate limits, info logs) under `env`, and waits until it
 * logs "listening" (`waitForListening: false` to wait for something else); one that never listens is killed.
 */
export async function startMain(env: Record<string, string>, opts: { waitForListening?: boolean } = {}): Promise<MainProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: { ...process.env, STORE_SEED: '0', NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (ok: () => boolean) => {
    for (let i = 0; i < 6000 && !ok() && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
    expect(ok(), output).toBe(true);
  };
  const started: MainProcess = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited, waitFor };
  if (opts.waitForListening !== false) {
    try {
      await waitFor(() => output.includes('"listening"'));
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
  }
  return started;
}
