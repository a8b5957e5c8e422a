import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { withClasses } from './styled';

export function Alert({
  className,
  variant = 'default',
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'relative w-full rounded-lg border p-4 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg~*]:pl-7',
        variant === 'destructive' && 'border-destructive/60 text-destructive',
        className,
      )}
      {...props}
    />
  );
}
export const AlertTitle = withClasses('h5', 'mb-1 font-medium leading-none', 'AlertTitle');
export const AlertDescription = withClasses('div', 'text-sm', 'AlertDescription');
