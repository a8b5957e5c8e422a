import type { LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A promise of the landing: a large icon, a title and one sentence (the hero's features, the store's promises). */
export function FeatureCard({ Icon, title, description, className }: { Icon: LucideIcon; title: string; description: string; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <Icon className="size-8 text-primary" aria-hidden="true" />
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}
