import { beforeEach, describe, expect, it } from 'vitest';
import { createWorkspace } from '../workspace/file-model';
import { applyInstructionFiles, countConflicts, diffLines, readSuggestions, resolveConflicts, resolveFile, staleFiles, writeSuggestions, type Suggestion, type SuggestionFile } from './suggestions';

const merged = ['a', '<<<<<<< vos modifications', 'mine 1', 'mine 2', '=======', 'ai 1', ">>>>>>> version de l'IA", 'b', '<<<<<<< vos modifications', 'm', '=======', 'x', ">>>>>>> version de l'IA", 'c'].join('\n');

describe('conflicts of a merged file', () => {
  it('counts and resolves every region one way', () => {
    expect(countConflicts(merged)).toBe(2);
    expect(resolveConflicts(merged, 'mine')).toBe(['a', 'mine 1', 'mine 2', 'b', 'm', 'c'].join('\n'));
    expect(resolveConflicts(merged, 'ai')).toBe(['a', 'ai 1', 'b', 'x', 'c'].join('\n'));
    expect(countConflicts('a\nb\n')).toBe(0);
  });

  it('turns a resolved file into a plain change, and settles whole-file conflicts', () => {
    const f: SuggestionFile = { path: 'x.ts', status: 'conflict', before: 'a', after: merged, conflicts: 2 };
    expect(resolveFile(f, 'ai')).toMatchObject({ status: 'changed', conflicts: 0, after: ['a', 'ai 1', 'b', 'x', 'c'].join('\n') });
    const back: SuggestionFile = { path: 'y.ts', status: 'conflict', before: null, after: 'y', conflicts: 0, note: 'deleted_by_you' };
    expect(resolveFile(back, 'mine')).toMatchObject({ status: 'removed', after: null });
    expect(resolveFile(back, 'ai')).toMatchObject({ status: 'added', after: 'y' });
  });
});

describe('applying an instruction to the open files', () => {
  const ws = createWorkspace([
    { path: 'src/App.tsx', content: 'app' },
    { path: 'src/old.ts', content: 'old' },
    { path: 'notes.md', content: 'mine, unsaved' },
  ]);
  const files: SuggestionFile[] = [
    { path: 'src/App.tsx', status: 'changed', before: 'app', after: 'app 2', conflicts: 0 },
    { path: 'src/old.ts', status: 'removed', before: 'old', after: null, conflicts: 0 },
    { path: 'src/new/csv.ts', status: 'added', before: null, after: 'csv', conflicts: 0 },
  ];

  it('changes, removes and adds only those files', () => {
    const next = applyInstructionFiles(ws, files);
    expect(next.files).toEqual([
      { path: 'src/App.tsx', content: 'app 2' },
      { path: 'notes.md', content: 'mine, unsaved' },
      { path: 'src/new/csv.ts', content: 'csv' },
    ]);
    expect(next.expanded).toContain('src/new');
  });

  it('finds the files edited since the suggestion was made', () => {
    expect(staleFiles(ws, files)).toEqual([]);
    const edited = { ...ws, files: ws.files.map((f) => (f.path === 'src/App.tsx' ? { ...f, content: 'app edited' } : f)) };
    expect(staleFiles(edited, files)).toEqual(['src/App.tsx']);
  });
});

describe('a unified diff', () => {
  it('lists hunks, added and removed lines', () => {
    const lines = diffLines('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(lines.map((l) => `${l.kind}:${l.text}`)).toEqual(['hunk:@@ -1,3 +1,4 @@', 'ctx:a', 'del:b', 'add:B', 'ctx:c', 'add:d']);
    expect(diffLines(null, 'x\n').filter((l) => l.kind === 'add')).toHaveLength(1);
    expect(diffLines('same', 'same')).toEqual([]);
  });
});

describe('suggestions kept per project', () => {
  beforeEach(() => localStorage.clear());
  const s = (id: string): Suggestion => ({ id, kind: 'fix', description: id, code: 'x', path: 'a.ts', before: 'y' });

  it('survive a reload, five at most, and anything unreadable is dropped', () => {
    expect(writeSuggestions('p1', [s('1'), s('2'), s('3'), s('4'), s('5'), s('6')])).toBe(true);
    expect(readSuggestions('p1').map((x) => x.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(readSuggestions('p2')).toEqual([]);
    localStorage.setItem('ov_editor_suggestions:p3', JSON.stringify([{ id: 1 }, s('ok'), { ...s('bad'), instruction: { projectId: 'p', changes: [], files: [{ path: 1 }], generatedFiles: [] } }]));
    expect(readSuggestions('p3').map((x) => x.id)).toEqual(['ok']);
    localStorage.setItem('ov_editor_suggestions:p4', '{not json');
    expect(readSuggestions('p4')).toEqual([]);
    writeSuggestions('p1', []);
    expect(localStorage.getItem('ov_editor_suggestions:p1')).toBeNull();
  });
});
