import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';

const apiFetch = vi.fn();
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiFetch: (...args: unknown[]) => apiFetch(...args),
}));

const { codegenBodySchema } = await import('@ov/shared');
const { fixError, fixPrompt, unwrapFence } = await import('./fix-error');

const error = { kind: 'runtime' as const, message: "Cannot read properties of undefined (reading 'length')", file: 'src/App.tsx', line: 3, column: 20 };
const file = { path: 'src/App.tsx', content: 'export default function App() {\n  const d = {};\n  return <p>{d.items.length}</p>;\n}\n' };

describe('fix-error', () => {
  beforeEach(() => apiFetch.mockReset());

  it('puts the error and its place in the prompt', () => {
    const p = fixPrompt(error, file.path);
    expect(p).toContain('src/App.tsx:3:20');
    expect(p).toContain(error.message);
  });

  it('strips a Markdown fence only when it wraps the whole answer', () => {
    expect(unwrapFence('```tsx\nconst a = 1;\n```\n')).toBe('const a = 1;\n');
    expect(unwrapFence('const b = 2;')).toBe('const b = 2;');
    const withInnerFence = 'const md = `\n```ts\nx\n```\n`;\n';
    expect(unwrapFence(withInnerFence)).toBe(withInnerFence);
  });

  it('sends the whole file in preview_fix.content (not cut at 8,000 characters), in a body the server schema accepts', async () => {
    const big = { path: 'src/App.tsx', content: `${'// ligne\n'.repeat(3000)}export default function App() { return null; }\n` };
    expect(big.content.length).toBeGreaterThan(20_000);
    apiFetch.mockResolvedValue({ generatedCode: big.content, explanation: 'ok', creditsUsed: 0, freeFix: true, repaired: false });
    const r = await fixError(error, big, 'en');
    const [path, opts] = apiFetch.mock.calls[0] as [string, { method: string; json: unknown }];
    expect(path).toBe('/api/functions/sentinel-codegen');
    expect(opts.method).toBe('POST');
    const parsed = codegenBodySchema.parse(opts.json);
    expect(parsed.preview_fix).toEqual({ kind: 'runtime', message: error.message, file: 'src/App.tsx', line: 3, column: 20, content: big.content, locale: 'en' });
    expect(parsed.prompt.length).toBeLessThan(1000);
    expect(r).toEqual({ file: big, explanation: 'ok', creditsUsed: 0, freeFix: true, repaired: false });
  });

  it('returns the repaired file and the cost', async () => {
    apiFetch.mockResolvedValue({ generatedCode: 'export default () => <p>ok</p>;\n', explanation: 'fixed', creditsUsed: 2, freeFix: false, repaired: true });
    const r = await fixError(error, file);
    expect(r.file).toEqual({ path: 'src/App.tsx', content: 'export default () => <p>ok</p>;\n' });
    expect(r.creditsUsed).toBe(2);
    expect(r.freeFix).toBe(false);
  });

  it('fails on an empty answer', async () => {
    apiFetch.mockResolvedValue({ generatedCode: '  ' });
    await expect(fixError(error, file)).rejects.toThrow();
  });
});
