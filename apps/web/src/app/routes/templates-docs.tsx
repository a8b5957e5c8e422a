import { ComingSoon } from '../layouts/coming-soon';

export function Component() {
  return <ComingSoon screen="editor" />;
}
