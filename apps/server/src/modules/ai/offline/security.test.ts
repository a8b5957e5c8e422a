import { describe, expect, it } from 'vitest';
import { analyzeCodeSecurity, buildsSqlFromStrings } from './security';

// Issue 13: the automatic review flags "SQL injection" only on real SQL built from strings and run by a query call,
// never on code without SQL (a label "Update", a "Select" menu, string concatenation for display).

const SQL_FLAG = /injection SQL|SQL injection/;

describe('automatic security review: SQL injection', () => {
  it.each([
    [
      'a React form with "Update"/"Delete"/"Select" labels and string concatenation',
      `export function Row({ name, status }: { name: string; status: string }) {
  const title = 'Update the status of ' + name;
  const hint = "Select a zone from the list, then delete " + status;
  return <div><button aria-label={title}>Update</button><button>Delete from list</button><p>{hint}</p></div>;
}`,
    ],
    ['a message built with a template', 'const msg = `Select ${count} items from the ${zone} zone to update`;\nconsole.log(msg);'],
    ['a tagged, parameterised query', "const rows = await sql`SELECT * FROM users WHERE id = ${id}`;"],
    ['a parameterised query with a query call', "await db.query('SELECT * FROM users WHERE email = $1', [email]);"],
    ['SQL built by concatenation but never run', "const help = 'Example: SELECT name FROM agents WHERE id = ' + example;\nexport default help;"],
  ])('does not flag %s', (_label, code) => {
    expect(buildsSqlFromStrings(code)).toBe(false);
    expect(analyzeCodeSecurity(code, 'typescript', 'en')).not.toMatch(SQL_FLAG);
    expect(analyzeCodeSecurity(code, 'typescript', 'fr')).not.toMatch(SQL_FLAG);
  });

  it.each([
    ['JS concatenation run by query()', "const q = 'SELECT * FROM users WHERE name = \\'' + req.query.name + '\\'';\nconst rows = await pool.query(q);"],
    ['JS template run by query()', 'const rows = await db.query(`DELETE FROM sessions WHERE user_id = ${userId}`);'],
    ['an UPDATE built by concatenation', 'connection.execute("UPDATE agents SET status = \'" + status + "\' WHERE id = " + id);'],
    ['a Python f-string run by cursor.execute', 'cursor.execute(f"SELECT id FROM missions WHERE code = \'{code}\'")'],
    ['Python % formatting', 'cur.execute("INSERT INTO logs (msg) VALUES (\'%s\')" % msg)'],
  ])('flags %s', (_label, code) => {
    expect(buildsSqlFromStrings(code)).toBe(true);
    expect(analyzeCodeSecurity(code, 'typescript', 'en')).toMatch(/\[high\] SQL built by string concatenation \(SQL injection\)/);
    expect(analyzeCodeSecurity(code, 'typescript', 'fr')).toMatch(/\[high\] Requête SQL construite par concaténation \(injection SQL\)/);
  });
});
