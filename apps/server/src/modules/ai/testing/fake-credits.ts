import { DEFAULT_CREDIT_DESCRIPTION } from '@ov/shared';
import type { CreditsPort } from '../ai.service';

/** In-memory credits with the same contract as the real service (conditional spend + ledger), for the AI tests. */
export function fakeCredits(start: number) {
  const state = { amount: start, ledger: [] as { amount: number; description: string }[] };
  const port: CreditsPort = {
    async getBalance() {
      return { amount: state.amount };
    },
    async spend({ amount, description }) {
      if (state.amount < amount) return { ok: false, code: 'insufficient_credits' };
      state.amount -= amount;
      state.ledger.push({ amount, description: description ?? DEFAULT_CREDIT_DESCRIPTION });
      return { ok: true, amount: state.amount };
    },
  };
  return { state, port };
}
