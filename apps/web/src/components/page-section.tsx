import type { ReactNode } from 'react';

/** A part of a page, named by its heading (a landmark screen readers list by that name). */
export function PageSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
