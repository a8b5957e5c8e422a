import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PressedGroup } from './pressed-group';

function Sizes({ disabled = false }: { disabled?: boolean }) {
  const [size, setSize] = useState<'s' | 'm' | 'l'>('m');
  return (
    <PressedGroup label="Size" options={['s', 'm', 'l'] as const} value={size} onChange={setSize} disabled={disabled} buttonClassName="b" pressedClassName="on" idleClassName="off">
      {(o) => o.toUpperCase()}
    </PressedGroup>
  );
}

describe('PressedGroup', () => {
  it('marks the chosen option pressed and moves the mark on click', async () => {
    render(<Sizes />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.querySelectorAll('button[type="button"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'M' })).toHaveClass('b', 'on');
    expect(screen.getByRole('button', { name: 'L' })).toHaveClass('b', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables every button', () => {
    render(<Sizes disabled />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });
});
