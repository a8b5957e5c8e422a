import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type PressedGroupProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  disabled?: boolean;
  className?: string;
  /** The classes of every button, then those of the chosen one and of the others. */
  buttonClassName: string;
  pressedClassName: string;
  idleClassName: string;
  /** What one button shows. */
  children: (option: T) => ReactNode;
};

/** One choice among a few, as a labelled group of toggle buttons: the chosen one is marked with aria-pressed. */
export function PressedGroup<T extends string>(props: PressedGroupProps<T>) {
  const { label, options, value, onChange, disabled, className, buttonClassName, pressedClassName, idleClassName, children } = props;
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          disabled={disabled}
          onClick={() => onChange(option)}
          className={cn(buttonClassName, value === option ? pressedClassName : idleClassName)}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
}
