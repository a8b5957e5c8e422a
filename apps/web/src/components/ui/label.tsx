import { Label as LabelPrimitive } from 'radix-ui';
import { withClasses } from './styled';

export const Label = withClasses(LabelPrimitive.Root, 'text-sm font-medium leading-none', 'Label');

export function FieldError({ id, children }: { id: string; children?: string | null }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {children}
    </p>
  );
}
