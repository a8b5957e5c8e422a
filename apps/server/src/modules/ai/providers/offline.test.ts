import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './offline';

const req = (prompt: string, language = 'typescript') => ({ prompt, projectType: 'web-application', language, complexity: 'intermediate' });

describe('offline provider: understand → generate (issue 13)', () => {
  it('builds the app asked for, returns what it understood, and streams the answer then the files', async () => {
    const provider = createOfflineProvider({ repair: async () => ({ content: '', changed: false, explanation: '' }) as never });
    const tokens: string[] = [];
    const files: string[] = [];
    const r = await provider.generateApp(req("Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV"), {
      onToken: (t) => void tokens.push(t),
      onFile: (f) => void files.push(f.path),
    });
    expect(r.spec?.lang).toBe('fr');
    expect(r.spec?.entities[0]?.fields.map((f) => f.label.toLowerCase())).toEqual(expect.arrayContaining(['nom', 'badge']));
    expect(r.chargeable).toBeUndefined();
    expect(r.proposals).toBeUndefined();
    expect(files).toEqual(r.files.map((f) => f.path));
    expect(files).toContain('src/App.tsx');
    expect(tokens.join('')).toBe(r.response);
    expect(r.response).toContain('Badge');
    expect(r.response).toContain('export CSV');
  });

  it('answers a vague request with three proposals, no files, and nothing to charge', async () => {
    const provider = createOfflineProvider({ repair: async () => ({ content: '', changed: false, explanation: '' }) as never });
    const files: string[] = [];
    const r = await provider.generateApp(req('fais un truc cool'), { onFile: (f) => void files.push(f.path) });
    expect(r.proposals).toHaveLength(3);
    expect(r.chargeable).toBe(false);
    expect(r.files).toEqual([]);
    expect(files).toEqual([]);
    expect(r.spec).toBeUndefined();
    expect(r.response).toContain('Rien n’a été facturé');
    for (const p of r.proposals!) expect(r.response).toContain(p);
  });
});
