// Child process entry (see initPgliteDataDir): creates the embedded database (initdb) and applies the
// migrations, then exits, so all the memory both take inside PGlite's wasm heap goes back to the OS.
import { PGlite } from '@electric-sql/pglite';
import { migrate, type Migration } from './migrate';
import { PGLITE_START_PARAMS, wrapPglite } from './pglite';

type Job = { dataDir: string; migrations: Migration[] };

process.once('message', (job: Job) => {
  void (async () => {
    try {
      const raw = await PGlite.create({ dataDir: job.dataDir, startParams: PGLITE_START_PARAMS });
      const applied = await migrate(wrapPglite(raw), job.migrations);
      await raw.close();
      process.send?.({ ok: true, applied }, () => process.exit(0));
    } catch (err) {
      process.send?.({ ok: false, error: String((err as Error)?.stack ?? err) }, () => process.exit(1));
    }
  })();
});
