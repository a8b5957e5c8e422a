import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate, readMigrations, wrapPglite } from '../platform/db';
import { PGLITE_START_PARAMS } from '../platform/db/pglite';
import { paths } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory; each test file loads it instead of running initdb. */
    pgliteTemplate: string;
  }
}

// initdb + migrations cost ~3 s of CPU; do them once for the whole run rather than once per test file.
export default async function setup(project: TestProject) {
  // Server processes started by tests (test/main-process.ts) inherit this: no sample store listings (decision 174).
  process.env.STORE_SEED ??= '0';
  const dir = mkdtempSync(join(tmpdir(), 'ov-pglite-template-'));
  const file = join(dir, 'template.tar.gz');
  const pg = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  await migrate(wrapPglite(pg), readMigrations(paths.migrations));
  const dump = await pg.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
