import { afterEach, describe, expect, it, vi } from 'vitest';
import { askBuilderAgent } from './ask-builder-agent';

describe('askBuilderAgent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the user\'s request as the prompt, never an instruction text, and streams the steps', async () => {
    const bodies: unknown[] = [];
    const done = { files: [{ path: 'src/App.tsx', content: 'x' }], description: '', techStack: [], features: [], appType: 'web-application', response: '', creditsUsed: 2, model: 'sentinel-offline', project_id: 'p1' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const events = [
          ['progress', { step: 'request', label_fr: 'a', label_en: 'b' }],
          ['done', done],
        ];
        return new Response(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const steps: string[] = [];
    const res = await askBuilderAgent('Un minuteur de réunion', { onProgress: (p) => steps.push(p.step) });
    expect(bodies).toEqual([{ prompt: 'Un minuteur de réunion', projectType: 'code-editor', language: 'typescript', complexity: 'advanced' }]);
    expect(JSON.stringify(bodies)).not.toMatch(/Tu es Sentinel|Consignes/);
    expect(steps).toEqual(['request']);
    expect(res.project_id).toBe('p1');
  });
});
