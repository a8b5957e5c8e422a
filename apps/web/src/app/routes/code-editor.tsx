import { PublicLayout } from '../layouts/public-layout';
import { ComingSoon } from '../layouts/coming-soon';

// Placeholder: a later issue builds this screen (same path, same `Component` export).
export function Component() {
  return (
    <PublicLayout>
      <ComingSoon screen="codeEditor" />
    </PublicLayout>
  );
}
