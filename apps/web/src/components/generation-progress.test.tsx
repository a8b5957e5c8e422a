import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentResponse } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/utils';
import { GenerationProgress } from './generation-progress';

type State = Parameters<typeof GenerationProgress>[0]['state'];
const PROPOSALS: State = { status: 'proposals', prompt: 'une app', proposals: ['Un tableau de bord', 'Un journal'], result: {} as AgentResponse };
const ERROR: State = { status: 'error', prompt: 'une app', steps: [], files: [], error: new Error('boom') };

function show(state: State, onDismiss?: () => void) {
  renderRoutes([{ path: '/', element: <GenerationProgress state={state} onDismiss={onDismiss} /> }], ['/']);
}

describe('GenerationProgress', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it.each([
    ['the proposals', PROPOSALS],
    ['the error', ERROR],
  ])('%s close with the dismiss button when a way back is given', async (_name, state) => {
    const onDismiss = vi.fn();
    show(state, onDismiss);
    await userEvent.click(await screen.findByRole('button', { name: 'Revenir à l’application ouverte' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it.each([
    ['the proposals', PROPOSALS],
    ['the error', ERROR],
  ])('%s show no dismiss button without a way back', async (_name, state) => {
    show(state);
    await screen.findByTestId(state.status === 'error' ? 'generation-progress' : 'generation-proposals');
    expect(screen.queryByRole('button', { name: 'Revenir à l’application ouverte' })).toBeNull();
  });
});
