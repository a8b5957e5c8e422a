import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A centred text link under an auth form ("forgot password?", "back to sign-in"). */
export function SideLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="text-primary underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}
