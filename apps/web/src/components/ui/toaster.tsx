import { Toaster as Sonner } from 'sonner';

export function Toaster({ theme, closeLabel }: { theme: 'light' | 'dark'; closeLabel?: string }) {
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      toastOptions={{ duration: 4000 }}
      containerAriaLabel={closeLabel ?? 'Notifications'}
    />
  );
}
