import { describe, expect, it } from 'vitest';
import { mergeProject, mergeText } from './instruct-merge';

const f = (path: string, content: string) => ({ path, content });
const lines = (...l: string[]) => l.join('\n') + '\n';

describe('three-way merge of an instruction', () => {
  it('takes the new generation where the user changed nothing, and says which files change', () => {
    const base = [f('a.ts', lines('a', 'b')), f('same.ts', 'x\n'), f('gone.ts', 'old\n')];
    const ours = [f('a.ts', lines('a', 'b')), f('same.ts', 'x\n'), f('gone.ts', 'old\n')];
    const theirs = [f('a.ts', lines('a', 'b', 'c')), f('same.ts', 'x\n'), f('new.ts', 'n\n')];
    const m = mergeProject({ base, ours, theirs, lang: 'fr' });
    expect(m.files).toEqual([f('a.ts', lines('a', 'b', 'c')), f('same.ts', 'x\n'), f('new.ts', 'n\n')]);
    expect(m.fileChanges.map((c) => [c.path, c.status])).toEqual([
      ['a.ts', 'changed'],
      ['new.ts', 'added'],
      ['gone.ts', 'removed'],
    ]);
    expect(m.fileChanges.find((c) => c.path === 'gone.ts')).toMatchObject({ before: 'old\n', after: null });
    expect(m.conflicts).toBe(0);
  });

  it("keeps the user's edit where the generation did not change the file, and the user's own files", () => {
    const base = [f('a.ts', lines('a', 'b'))];
    const ours = [f('a.ts', lines('a', 'b', '// mine')), f('mine.ts', 'm\n')];
    const theirs = [f('a.ts', lines('a', 'b'))];
    const m = mergeProject({ base, ours, theirs, lang: 'fr' });
    expect(m.files).toEqual(ours);
    expect(m.fileChanges).toEqual([]);
  });

  it('merges edits of both sides in different places of one file', () => {
    const base = lines('import x;', '', 'const cols = [', "  'nom',", "  'badge',", '];', '', 'export default 1;');
    const ours = base.replace("export default 1;", "// édité à la main\nexport default 1;");
    const theirs = base.replace("  'badge',", "  'badge',\n  'service',");
    const m = mergeProject({ base: [f('t.ts', base)], ours: [f('t.ts', ours)], theirs: [f('t.ts', theirs)], lang: 'fr' });
    expect(m.conflicts).toBe(0);
    expect(m.fileChanges).toHaveLength(1);
    expect(m.fileChanges[0]).toMatchObject({ path: 't.ts', status: 'changed', before: ours, conflicts: 0 });
    const after = m.fileChanges[0]!.after!;
    expect(after).toContain('// édité à la main');
    expect(after).toContain("'service'");
    expect(m.files[0]!.content).toBe(after);
  });

  it('marks a real conflict in the file and reports it, keeping both sides', () => {
    const base = lines('a', 'title = "Registre"', 'z');
    const ours = lines('a', 'title = "Mon registre"', 'z');
    const theirs = lines('a', 'title = "Registre des visites"', 'z');
    const m = mergeProject({ base: [f('t.ts', base)], ours: [f('t.ts', ours)], theirs: [f('t.ts', theirs)], lang: 'en' });
    expect(m.conflicts).toBe(1);
    expect(m.fileChanges[0]).toMatchObject({ status: 'conflict', conflicts: 1 });
    expect(m.fileChanges[0]!.after).toBe(lines('a', '<<<<<<< your changes', 'title = "Mon registre"', '=======', 'title = "Registre des visites"', ">>>>>>> AI version", 'z'));
  });

  it('is no conflict when both sides made the same change', () => {
    const r = mergeText(lines('a', 'B', 'c'), lines('a', 'b', 'c'), lines('a', 'B', 'c', 'd'), 'fr');
    expect(r).toEqual({ text: lines('a', 'B', 'c', 'd'), conflicts: 0 });
  });

  it('labels conflict markers in French for a French instruction', () => {
    const r = mergeText('x\n', 'o\n', 'y\n', 'fr');
    expect(r.conflicts).toBe(1);
    expect(r.text).toBe(lines('<<<<<<< vos modifications', 'x', '=======', 'y', ">>>>>>> version de l'IA"));
  });

  it('brings back a file the user deleted when the instruction changes it, as a conflict; leaves it deleted otherwise', () => {
    const base = [f('a.ts', 'a\n'), f('b.ts', 'b\n')];
    const ours: { path: string; content: string }[] = [];
    const theirs = [f('a.ts', 'a2\n'), f('b.ts', 'b\n')];
    const m = mergeProject({ base, ours, theirs, lang: 'fr' });
    expect(m.files).toEqual([f('a.ts', 'a2\n')]);
    expect(m.fileChanges).toEqual([{ path: 'a.ts', status: 'conflict', before: null, after: 'a2\n', conflicts: 0, note: 'deleted_by_you' }]);
    expect(m.conflicts).toBe(1);
  });

  it("keeps a generated file the user edited when the new generation drops it, and says so", () => {
    const m = mergeProject({ base: [f('old.ts', 'o\n')], ours: [f('old.ts', 'o edited\n')], theirs: [], lang: 'fr' });
    expect(m.files).toEqual([f('old.ts', 'o edited\n')]);
    expect(m.fileChanges).toEqual([{ path: 'old.ts', status: 'conflict', before: 'o edited\n', after: 'o edited\n', conflicts: 0, note: 'kept_yours' }]);
  });

  it('merges a file both the user and the generation created at the same path against an empty base', () => {
    const m = mergeProject({ base: [], ours: [f('n.ts', 'mine\n')], theirs: [f('n.ts', 'ai\n')], lang: 'en' });
    expect(m.fileChanges[0]).toMatchObject({ path: 'n.ts', status: 'conflict', conflicts: 1 });
    expect(m.fileChanges[0]!.after).toContain('mine');
    expect(m.fileChanges[0]!.after).toContain('ai');
  });

  it('ignores trailing whitespace when deciding whether the user changed a file', () => {
    const m = mergeProject({ base: [f('a.ts', 'a')], ours: [f('a.ts', 'a\n\n')], theirs: [f('a.ts', 'a\nb\n')], lang: 'fr' });
    expect(m.fileChanges).toMatchObject([{ path: 'a.ts', status: 'changed', after: 'a\nb\n' }]);
  });
});
