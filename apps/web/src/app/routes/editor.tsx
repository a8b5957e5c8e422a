import { ComingSoon } from '../layouts/coming-soon';

// Placeholder: the owning engineer replaces this module (same path, same `Component` export).
export function Component() {
  return <ComingSoon screen="editor" />;
}
