import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts. Import `toast` from here, not from 'sonner': sonner and its <Toaster> load on the first
 * toast (or when the browser is idle), which keeps them out of the landing page's first load.
 */
type Sonner = typeof SonnerModule;

let requested = false;
let sonner: Promise<Sonner> | null = null;
let resolveMounted!: () => void;
const mounted = new Promise<void>((r) => (resolveMounted = r));
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((l) => l());
}
export const isToasterRequested = (): boolean => requested;
export function subscribeToaster(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
/** Called by the mounted <Toaster>: queued toasts are shown from then on. */
export const markToasterMounted = (): void => resolveMounted();

function ready(): Promise<Sonner> {
  requestToaster();
  sonner ??= import('sonner');
  return Promise.all([sonner, mounted]).then(([m]) => m);
}

type Message = string;
export const toast = {
  success: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.success(message, opts)),
  error: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.error(message, opts)),
  info: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.info(message, opts)),
  warning: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.warning(message, opts)),
  message: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.message(message, opts)),
  loading: (message: Message, opts?: ExternalToast) => void ready().then((m) => m.toast.loading(message, opts)),
  dismiss: (id?: string | number) => void ready().then((m) => m.toast.dismiss(id)),
};
