import { describe, expect, it } from 'vitest';
import { AI_BODY_SCHEMAS } from './ai';

describe('sentinel-ai-agent body', () => {
  const agent = AI_BODY_SCHEMAS['sentinel-ai-agent'];

  it('accepts the chat page body ({ message }): the message is the prompt', () => {
    expect(agent.parse({ message: '  Registre des visiteurs avec badge  ' })).toEqual({
      prompt: 'Registre des visiteurs avec badge',
      projectType: 'web-application',
      language: 'typescript',
      complexity: 'intermediate',
    });
  });

  it('keeps the spec body ({ prompt, projectType, ... })', () => {
    expect(agent.parse({ prompt: 'Suivi des drones', projectType: 'code-editor', complexity: 'advanced' })).toMatchObject({ prompt: 'Suivi des drones', projectType: 'code-editor', complexity: 'advanced' });
  });

  it('refuses an empty message, both fields at once, unknown fields and non-objects', () => {
    expect(agent.safeParse({ message: '   ' }).success).toBe(false);
    expect(agent.safeParse({ prompt: 'a', message: 'b' }).success).toBe(false);
    expect(agent.safeParse({ message: 'a', extra: 1 }).success).toBe(false);
    expect(agent.safeParse({}).success).toBe(false);
    expect(agent.safeParse(['message']).success).toBe(false);
    expect(agent.safeParse(null).success).toBe(false);
  });
});
