import type { ReactNode } from 'react';

export function InfoHero({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-8 space-y-2 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      {subtitle ? <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

export function InfoSection({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-12">{children}</div>;
}
