import { withClasses } from './styled';

const field =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

export const Input = withClasses('input', `${field} h-10`, 'Input');

export const Textarea = withClasses('textarea', `${field} min-h-24`, 'Textarea');

/** A native select: fully keyboard- and screen-reader-accessible on every platform (decision 022). */
export const NativeSelect = withClasses('select', `${field} h-10`, 'NativeSelect');
