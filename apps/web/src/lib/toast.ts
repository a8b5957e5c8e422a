/** Toasts: sonner, mounted once by the app providers. Import `toast` from here. */
export { toast } from 'sonner';
