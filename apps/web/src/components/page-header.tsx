import type { ReactNode } from 'react';
import { CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const ROW = {
  center: 'flex flex-wrap items-center justify-between gap-4',
  end: 'flex flex-wrap items-end justify-between gap-4',
} as const;

/**
 * The heading of a signed-in page: its h1, an optional line under it, and an optional actions slot on the
 * right (wrapping under the title on narrow screens). `align` lines the actions up with the title's centre
 * or its last line.
 */
export function PageHeader({
  title,
  description,
  actions,
  align = 'center',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  align?: 'center' | 'end';
}) {
  const heading = <h1 className="text-3xl font-bold">{title}</h1>;
  const titled = description ? (
    <div>
      {heading}
      <p className="text-muted-foreground">{description}</p>
    </div>
  ) : (
    heading
  );
  if (!actions) return titled;
  return (
    <div className={ROW[align]}>
      {titled}
      {actions}
    </div>
  );
}

/** The heading of a page that is one card (sign-in, password reset, profile): its h1 and the words under it. */
export function CardPageHeader({ title, description, className }: { title: ReactNode; description: ReactNode; className?: string }) {
  return (
    <CardHeader>
      <h1 className={cn('text-2xl font-semibold', className)}>{title}</h1>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
