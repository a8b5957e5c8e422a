import type { ComponentPropsWithRef, ElementType, JSX } from 'react';
import { cn } from '@/lib/utils';

/**
 * A component that is `Component` with `classes` put first in its `className` (merged with `cn`, so a caller's
 * class wins). Every other prop, `ref` included (a plain prop since React 19), goes through unchanged.
 */
export function withClasses<C extends ElementType>(Component: C, classes: string, displayName: string) {
  // TypeScript cannot check JSX props against a generic `C`; the public props type below is the real contract.
  const Inner = Component as ElementType<{ className?: string }>;
  function Styled(props: ComponentPropsWithRef<C>): JSX.Element {
    const { className, ...rest } = props as { className?: string };
    return <Inner className={cn(classes, className)} {...rest} />;
  }
  Styled.displayName = displayName;
  return Styled;
}
