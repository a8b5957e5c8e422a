import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { withClasses } from './styled';
import { Input } from './input';

const Box = withClasses('div', 'p-6 text-sm', 'Box');

describe('withClasses', () => {
  it('puts its classes first and lets a caller class win a conflict', () => {
    render(<Box data-testid="box" className="p-2 font-bold" />);
    expect(screen.getByTestId('box').className).toBe('text-sm p-2 font-bold');
  });

  it('passes every other prop through, ref included', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Nom" defaultValue="Ada" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Nom' }));
    expect(ref.current?.value).toBe('Ada');
  });

  it('names the component for React DevTools', () => {
    expect(Box.displayName).toBe('Box');
  });
});
