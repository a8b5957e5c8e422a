import type { ChildProcess } from 'node:child_process';
export function nginxBinary(): string | null;
export function opensslBinary(): string | null;
export type LocalNginx = {
  dir: string;
  child: ChildProcess;
  cert: string;
  key: string;
  /** The self-signed certificate (as docs/deploy.md's openssl step makes it). */
  ca: Buffer;
  httpPort: number;
  httpsPort: number;
  /** https://localhost:<port> */
  base: string;
  output(): string;
  errorLog(): string;
  workerPids(): number[];
  /** Re-renders with `down` marked down, reloads (SIGHUP), waits until the old workers have exited. */
  reload(down: string[]): Promise<void>;
  stop(): Promise<void>;
};
/** Debian's nginx as a foreground child with its own prefix and temp folders, on free loopback ports. */
export function launchNginx(upstreams: string[], opts?: { workers?: number; freePort?: () => Promise<number> }): Promise<LocalNginx>;
