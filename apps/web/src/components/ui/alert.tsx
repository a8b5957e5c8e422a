import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

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
export function AlertTitle({ className, ...p }: HTMLAttributes<HTMLHeadingElement>) {
  return <h5 className={cn('mb-1 font-medium leading-none', className)} {...p} />;
}
export function AlertDescription({ className, ...p }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('text-sm', className)} {...p} />;
}
