import { mkdtempSync, writeFileSync, copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createTestDb, ENGINES } from '../../test/test-app';
import { paths } from '../../paths';
import { migrate, readMigrations } from './migrate';

for (const engine of ENGINES) {
  it(`[${engine}] applies every NNN_*.sql in order once, records it, and picks up files added later`, async () => {
    const t = await createTestDb(engine); // already migrated with the shipped files
    try {
      const before = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(before.rows.map((r) => r.name)).toEqual(readMigrations(paths.migrations).map((m) => m.name));
      expect(await migrate(t.db, readMigrations(paths.migrations))).toEqual([]);

      const dir = mkdtempSync(join(tmpdir(), 'ov-mig-'));
      for (const f of readdirSync(paths.migrations)) copyFileSync(join(paths.migrations, f), join(dir, f));
      writeFileSync(join(dir, '998_test_extra.sql'), 'CREATE TABLE extra_a (id int);\nCREATE TABLE extra_b (id int);\n');
      writeFileSync(join(dir, '997_test_billing.sql'), 'CREATE TABLE extra_billing (id int);');
      writeFileSync(join(dir, 'README.md'), 'not a migration');
      expect(await migrate(t.db, readMigrations(dir))).toEqual(['997_test_billing.sql', '998_test_extra.sql']);
      await t.db.query('SELECT * FROM extra_a, extra_b, extra_billing');

      // A failing file leaves nothing half-applied.
      writeFileSync(join(dir, '999_test_broken.sql'), 'CREATE TABLE extra_c (id int);\nTHIS IS NOT SQL;');
      await expect(migrate(t.db, readMigrations(dir))).rejects.toThrow();
      await expect(t.db.query('SELECT * FROM extra_c')).rejects.toThrow();
    } finally {
      await t.close();
    }
  }, 120_000);
}
