import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiFetch = vi.fn();
vi.mock('@/lib/api-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));

const { codegenBodySchema } = await import('@ov/shared');
const { extractCode, fixError, fixPrompt } = await import('./fix-error');

const error = { kind: 'runtime' as const, message: "Cannot read properties of undefined (reading 'length')", file: 'src/App.tsx', line: 3, column: 20 };
const file = { path: 'src/App.tsx', content: 'export default function App() {\n  const d = {};\n  return <p>{d.items.length}</p>;\n}\n' };

describe('fix-error', () => {
  beforeEach(() => apiFetch.mockReset());

  it('puts the error, its place and the whole file in the prompt', () => {
    const p = fixPrompt(error, file);
    expect(p).toContain('src/App.tsx:3:20');
    expect(p).toContain(error.message);
    expect(p).toContain(file.content);
  });

  it('strips a Markdown fence around the answer', () => {
    expect(extractCode('Voici:\n```tsx\nconst a = 1;\n```\n')).toBe('const a = 1;\n');
    expect(extractCode('const b = 2;')).toBe('const b = 2;\n');
  });

  it('calls sentinel-codegen with a body the server schema accepts, and returns the fixed file', async () => {
    apiFetch.mockResolvedValue({ generatedCode: '```tsx\nexport default () => <p>ok</p>;\n```', explanation: 'fixed', creditsUsed: 0 });
    const r = await fixError(error, file);
    const [path, opts] = apiFetch.mock.calls[0] as [string, { method: string; json: unknown }];
    expect(path).toBe('/api/functions/sentinel-codegen');
    expect(opts.method).toBe('POST');
    const parsed = codegenBodySchema.parse(opts.json);
    expect(parsed.preview_fix).toEqual({ kind: 'runtime', message: error.message, file: 'src/App.tsx', line: 3 });
    expect(r.file).toEqual({ path: 'src/App.tsx', content: 'export default () => <p>ok</p>;\n' });
  });

  it('fails on an empty answer', async () => {
    apiFetch.mockResolvedValue({ generatedCode: '  ' });
    await expect(fixError(error, file)).rejects.toThrow();
  });
});
