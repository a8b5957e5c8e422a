import { AppShell } from '../layouts/app-shell';

export function Component() {
  return <AppShell />;
}
