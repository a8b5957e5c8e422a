import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentPrompt } from './consent-prompt';

const prompt = (onAnswered?: (v: 'yes' | 'no') => void) => (
  <ConsentPrompt label="Cookies" accept="Oui" reject="Non" testId="prompt" after={<a href="/privacy">Plus</a>} onAnswered={onAnswered}>
    <p>Question</p>
  </ConsentPrompt>
);

describe('ConsentPrompt', () => {
  it.each([
    ['Oui', 'yes', 'accepted'],
    ['Non', 'no', 'rejected'],
  ] as const)('%s stores the answer in both stores, hides the question and reports it', async (button, cookie, landing) => {
    const onAnswered = vi.fn();
    render(prompt(onAnswered));
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region).toHaveTextContent('QuestionOuiNonPlus');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.cookie).toContain(`ov_consent=${cookie}`);
    expect(localStorage.getItem('ov_cookie_consent')).toBe(landing);
    expect(onAnswered).toHaveBeenCalledWith(cookie);
  });

  it('is not asked again once answered, on either store', () => {
    localStorage.setItem('ov_cookie_consent', 'rejected');
    render(prompt());
    expect(screen.queryByTestId('prompt')).toBeNull();
  });
});
