import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantPrompt, extractCode, generateCode, targetFor } from './generate-code';

afterEach(() => vi.unstubAllGlobals());

describe('editor codegen request', () => {
  it('reads the code of a fenced answer, or the answer itself, with one final newline', () => {
    expect(extractCode('Voici :\n```tsx\nexport const a = 1;\n```\nfin')).toBe('export const a = 1;\n');
    expect(extractCode('export const b = 2;\n\n\n')).toBe('export const b = 2;\n');
  });

  it('sends the prompt, language and target with the signal, and reads generatedCode (the only field the server sends)', async () => {
    const seen: { body: unknown; signal: AbortSignal | null | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_: RequestInfo | URL, init?: RequestInit) => {
        seen.push({ body: JSON.parse(String(init?.body)), signal: init?.signal });
        return new Response(JSON.stringify({ generatedCode: '```ts\nexport const c = 3;\n```', explanation: 'ok', language: 'typescript', securityAnalysis: '', creditsUsed: 2, model: 'm' }), { status: 200 });
      }),
    );
    const controller = new AbortController();
    const res = await generateCode(assistantPrompt('ajoute c', { path: 'src/a.ts', content: 'x' }), 'typescript', { signal: controller.signal });
    expect(res).toEqual({ code: 'export const c = 3;\n', explanation: 'ok', creditsUsed: 2 });
    expect(seen[0]!.body).toEqual({ prompt: 'ajoute c\n\n```src/a.ts\nx\n```', language: 'typescript', target: 'web' });
    expect(seen[0]!.signal).toBe(controller.signal);
    expect(targetFor('python')).toBe('code');
  });

  it('an empty answer is a failure, not an empty suggestion', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ generatedCode: '  ', explanation: '', creditsUsed: 0 }), { status: 200 })));
    await expect(generateCode('x', 'typescript')).rejects.toThrow('empty');
  });
});
