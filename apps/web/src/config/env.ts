/** The only reader of import.meta.env. */
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  isDev: import.meta.env.DEV,
} as const;
