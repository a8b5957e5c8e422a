import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '@ov/shared';
import { reduceGeneration, type GenerationState } from './app-generation';

const done = (over: Partial<AgentResponse> = {}): AgentResponse => ({
  files: [{ path: 'src/App.tsx', content: 'x' }],
  description: '',
  techStack: [],
  features: [],
  appType: 'web-application',
  response: '',
  creditsUsed: 2,
  model: 'sentinel-offline',
  project_id: 'p1',
  ...over,
});

describe('reduceGeneration', () => {
  it('ticks each step once, keeps files in arrival order (a rewritten path keeps its place), then is done', () => {
    let s: GenerationState = reduceGeneration({ status: 'idle' }, { type: 'start', prompt: 'registre' });
    expect(s).toEqual({ status: 'running', prompt: 'registre', steps: [], files: [] });
    s = reduceGeneration(s, { type: 'progress', step: 'request' });
    s = reduceGeneration(s, { type: 'progress', step: 'request' });
    s = reduceGeneration(s, { type: 'file', file: { path: 'a.ts', content: '1' } });
    s = reduceGeneration(s, { type: 'file', file: { path: 'b.ts', content: '2' } });
    s = reduceGeneration(s, { type: 'file', file: { path: 'a.ts', content: '3' } });
    expect(s).toMatchObject({ steps: ['request'], files: [{ path: 'a.ts', content: '3' }, { path: 'b.ts', content: '2' }] });
    s = reduceGeneration(s, { type: 'done', result: done() });
    expect(s.status).toBe('done');
    // events after the end change nothing
    expect(reduceGeneration(s, { type: 'progress', step: 'files' })).toBe(s);
  });

  it('a vague request ends with its proposals; a failure keeps what had arrived', () => {
    const start = reduceGeneration({ status: 'idle' }, { type: 'start', prompt: 'truc' });
    expect(reduceGeneration(start, { type: 'done', result: done({ files: [], proposals: ['a', 'b', 'c'], creditsUsed: 0 }) })).toMatchObject({ status: 'proposals', proposals: ['a', 'b', 'c'] });
    const withFile = reduceGeneration(start, { type: 'file', file: { path: 'a.ts', content: '1' } });
    const failed = reduceGeneration(withFile, { type: 'error', error: new Error('x') });
    expect(failed).toMatchObject({ status: 'error', files: [{ path: 'a.ts', content: '1' }] });
  });
});
