import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '@/lib/toast';

export default function Toaster({ theme, label }: { theme: 'light' | 'dark'; label: string }) {
  // Runs after sonner's own effects have subscribed to its store.
  useEffect(() => markToasterMounted(), []);
  return (
    <Sonner theme={theme} richColors closeButton position="bottom-right" toastOptions={{
        duration: 4000,
        // A toast's action (e.g. 'Acheter des crédits', decision 030) in the theme's primary colours: sonner's default
        // on a rich-colour toast falls below WCAG contrast.
        actionButtonStyle: { background: 'var(--primary)', color: 'var(--primary-foreground)' },
      }} containerAriaLabel={label} />
  );
}
