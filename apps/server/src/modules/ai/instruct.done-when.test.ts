import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';

/*
 * Issue 13, "done when", through the real app: the register is generated (and kept as a project), a generated
 * file is edited by hand, "ajoute un champ service visité" adds the field to the data model the table, the form
 * and the CSV are built from, and the hand edit is kept by the three-way merge. Real understanding, real
 * generator, real database.
 */

type File = { path: string; content: string };
const CASES = [
  {
    lang: 'fr',
    prompt: "Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV",
    exitLabel: 'Heure de sortie',
    add: 'Nouveau visiteur',
    handAdd: 'Enregistrer un visiteur',
    instruction: 'ajoute un champ service visité',
    newLabel: 'Service visité',
  },
  {
    lang: 'en',
    prompt: 'Visitor register for the ministry with name, badge, entry time, exit time and CSV export',
    exitLabel: 'Exit time',
    add: 'Add a visitor',
    handAdd: 'Register a visitor',
    instruction: 'add a visited department field',
    newLabel: 'Visited department',
  },
] as const;

describeEachDb('AI: done when — an instruction changes the generated register and keeps a hand edit', (ctx) => {
  for (const c of CASES) {
    it(`${c.lang}: generate, edit by hand, "${c.instruction}", apply`, async () => {
      const http = client(ctx.app);
      const u = await newUser(ctx.app);
      const gen = await http.post('/api/functions/sentinel-ai-agent', { prompt: c.prompt }, { token: u.token });
      expect(gen.status).toBe(200);
      const id = gen.json.project_id as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const files = (await http.get(`/api/projects/${id}`, { token: u.token })).json.project.code_content as File[];

      // The file that declares the register's fields (the table, the form and the CSV are built from it).
      const model = files.find((f) => f.content.includes(c.exitLabel) && f.content.includes(c.add));
      expect(model, 'a generated file declares the fields and the "add" text').toBeDefined();
      const app = files.find((f) => f.path === 'src/App.tsx')!;
      const edited = files.map((f) =>
        f.path === model!.path ? { ...f, content: f.content.replace(c.add, c.handAdd) } : f.path === app.path ? { ...f, content: `// Accueil : poste 4021\n${f.content}` } : f,
      );
      expect((await http.patch(`/api/projects/${id}`, { code_content: edited }, { token: u.token })).status).toBe(200);

      const r = await http.post('/api/functions/sentinel-ai-agent', { prompt: c.instruction, project_id: id }, { token: u.token });
      expect(r.status).toBe(200);
      const out = r.json.instruction;
      expect(out.applied, out.reason).toBe(true);
      expect(r.json.creditsUsed).toBe(2);
      expect(out.conflicts).toBe(0);
      expect(out.changes.join(' ')).toContain(c.newLabel);
      const merged = new Map<string, string>(out.files.map((f: File) => [f.path, f.content]));
      const newModel = merged.get(model!.path)!;
      expect(newModel).toContain(c.newLabel);
      expect(newModel).toContain(c.handAdd);
      expect(newModel).not.toContain(c.add);
      expect(merged.get(app.path)).toMatch(/^\/\/ Accueil : poste 4021\n/);
      const spec = out.app_spec;
      expect(spec.entities[0].fields.map((f: { label: string }) => f.label)).toContain(c.newLabel);

      // "Appliquer" stores the merged files, the new description and the new base.
      expect((await http.patch(`/api/projects/${id}`, { code_content: out.files, app_spec: out.app_spec, generated_files: out.generated_files }, { token: u.token })).status).toBe(200);
      const saved = (await http.get(`/api/projects/${id}`, { token: u.token })).json.project.code_content as File[];
      expect(saved.find((f) => f.path === model!.path)!.content).toBe(newModel);
    });
  }
});
