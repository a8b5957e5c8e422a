import { expect, it } from 'vitest';
import { createTestDb, ENGINES } from '../../../test/test-app';

for (const engine of ENGINES) {
  it(`[${engine}] store_fold folds accents, ligatures and case; search column is maintained; versions are write-once`, async () => {
    const t = await createTestDb(engine);
    try {
      const { rows } = await t.db.query<{ f: string }>(`SELECT store_fold($1) AS f`, ['Défense ÉLÉVÉE Œuvre Ça ñ Ø']);
      expect(rows[0]!.f).toBe('defense elevee oeuvre ca n o');
      const u = await t.db.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('a@b.fr', 'x') RETURNING id`);
      const a = await t.db.query<{ id: string; search: string }>(
        `INSERT INTO store_apps (slug, author_id, title, description, category, tech_stack, price, target_buyers, classification)
         VALUES ('sec', $1, 'Sécurité', 'Détection', 'security', '["React"]', 10000, 'both', 'secret') RETURNING id, search`,
        [u.rows[0]!.id],
      );
      expect(a.rows[0]!.search).toContain('securite detection');
      expect(a.rows[0]!.search).toContain('react');
      await t.db.query(`UPDATE store_apps SET title = 'Énergie' WHERE id = $1`, [a.rows[0]!.id]);
      const s = await t.db.query<{ search: string }>(`SELECT search FROM store_apps WHERE id = $1`, [a.rows[0]!.id]);
      expect(s.rows[0]!.search.startsWith('energie')).toBe(true);
      const v = await t.db.query<{ id: string }>(
        `INSERT INTO store_versions (app_id, number, hash, files, files_count) VALUES ($1, 1, $2, '[]', 0) RETURNING id`,
        [a.rows[0]!.id, 'a'.repeat(64)],
      );
      await expect(t.db.query(`UPDATE store_versions SET files = '[{"path":"x","content":""}]' WHERE id = $1`, [v.rows[0]!.id])).rejects.toThrow(/write-once/);
      await expect(t.db.query(`INSERT INTO store_apps (slug, author_id, title, description, category, price, target_buyers, classification) VALUES ('p', $1, 't', 'd', 'other', 1500, 'both', 'secret')`, [u.rows[0]!.id])).rejects.toThrow();
    } finally {
      await t.close();
    }
  }, 60_000);
}
