import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QUANTUM_SCENARIOS, QUANTUM_STEP_DURATIONS_MS, type QuantumRun, type QuantumScenario } from '@ov/shared';
import { mockApi, renderRoutes, setUpPageTests } from '@/test/utils';
import { QuantumPage } from './quantum-page';

// A fixed server answer (the numbers are the server's business, tested there): six scenarios, most likely first.
const scenarios: QuantumScenario[] = QUANTUM_SCENARIOS.map((id, i) => ({
  id,
  name: id,
  category: id.split('_')[0] as QuantumScenario['category'],
  severity: id.endsWith('critical') ? 'critical' : 'major',
  probability: 0.6 - i * 0.1,
  model_probability: 0.6 - i * 0.1,
  std_error: 0.002,
  threat_level: i === 0 ? 'critical' : i < 3 ? 'high' : 'low',
  timeline: { median_days: 20 + i, horizon_days: 30 },
  recommendations: ['cyber_watch'],
  quantum_confidence: 0.99,
  circuit: { qubits: 5, schedule: [0, 1, 2, 4, 8], shots_per_circuit: 200, ones: [10, 20, 30, 40, 50] },
  observed: 12,
}));
const run: QuantumRun = {
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-25T09:00:00.000Z',
  scenarios,
  processing_time: 9.5,
  quantum_circuits: 30,
  confidence_level: 0.99,
  threat_prediction: {
    cyber: { probability: 0.6, threat_level: 'critical' },
    physical: { probability: 0.4, threat_level: 'high' },
    logistics: { probability: 0.2, threat_level: 'low' },
  },
  region: 'south',
  horizon_days: 30,
  seed: 7,
  shots: 6000,
  simulated: true,
  data: { synthetic: true, data_seed: 1, incidents: 1269, region_incidents: 300, from: '2024-01-01', to: '2025-12-31' },
};

describe('Quantum Core tab', () => {
  setUpPageTests({ signedIn: true });
  afterEach(() => vi.useRealTimers());

  it('runs the five steps with the spec timings (+20 % each), then shows the scenarios with the first selected', async () => {
    const calls = mockApi((r) =>
      r.path === '/api/quantum/runs' && r.method === 'POST'
        ? { status: 201, body: run }
        : r.path.startsWith('/api/quantum/runs')
          ? { body: { items: [], total: 0 } }
          : r.path === '/api/credits'
            ? { body: { amount: 1 } }
            : undefined,
    );
    renderRoutes([{ path: '/quantum-core', element: <QuantumPage /> }], ['/quantum-core']);
    const button = await screen.findByRole('button', { name: 'Lancer la simulation' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Graine (facultative)'), { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ region: 'south', horizon_days: 30, seed: 7 });
    const bar = screen.getByRole('progressbar', { name: 'Progression' });
    let elapsed = 0;
    for (const [i, ms] of QUANTUM_STEP_DURATIONS_MS.entries()) {
      await act(async () => {
        vi.advanceTimersByTime(ms - 1);
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(i * 20));
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      elapsed += ms;
      if (i < 4) expect(bar).toHaveAttribute('aria-valuenow', String((i + 1) * 20));
    }
    expect(elapsed).toBe(5000);
    expect(screen.getByTestId('quantum-status')).toHaveTextContent('Terminé');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const list = screen.getByRole('list', { name: 'Scénarios, du plus probable au moins probable' });
    const buttons = list.querySelectorAll('button');
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('quantum-selected')).toHaveTextContent('Incident cyber majeur');
    expect(screen.getByTestId('quantum-selected')).toHaveTextContent('Critique');
  });
  // Before, an invalid horizon or seed only disabled the button: nothing said why, and Enter did nothing (walk of
  // session 12; WCAG 3.3.1 wants the error in text).
  it('says in words what is wrong with the horizon and the seed, and moves the focus there on submit', async () => {
    const calls = mockApi((r) => (r.path.startsWith('/api/quantum/runs') ? { body: { items: [], total: 0 } } : r.path === '/api/credits' ? { body: { amount: 1 } } : undefined));
    renderRoutes([{ path: '/quantum-core', element: <QuantumPage /> }], ['/quantum-core']);
    const button = await screen.findByRole('button', { name: 'Lancer la simulation' });
    const horizon = screen.getByLabelText('Horizon (jours)');
    fireEvent.change(horizon, { target: { value: '500' } });
    expect(horizon).toHaveAccessibleDescription(/Saisissez un nombre entier de jours entre 7 et 90\./);
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(horizon).toHaveFocus();
    fireEvent.change(horizon, { target: { value: '30' } });
    expect(screen.queryByText(/Saisissez un nombre entier/)).toBeNull();
    const seed = screen.getByLabelText('Graine (facultative)');
    fireEvent.change(seed, { target: { value: 'abc' } });
    expect(seed).toHaveAccessibleDescription(/La graine est un nombre entier de 0 à 2\s147\s483\s647/);
    fireEvent.click(button);
    expect(seed).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
