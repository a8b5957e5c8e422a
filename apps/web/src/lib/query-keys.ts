/**
 * Every server resource the web caches, under one key each (TanStack Query). A write invalidates the keys it
 * changes: a project save → `projects.all`; anything that may charge credits → `credits.all` (see lib/credits.ts).
 * Feature `api/` modules build their queryOptions from these keys; never write a key as a literal elsewhere.
 */
export const queryKeys = {
  credits: {
    all: ['credits'] as const,
    balance: ['credits', 'balance'] as const,
    transactions: ['credits', 'transactions'] as const,
  },
  billing: { packs: ['billing', 'packs'] as const },
  ai: { model: ['ai', 'model'] as const },
  projects: {
    all: ['projects'] as const,
    list: (filters: Record<string, unknown> = {}) => ['projects', 'list', filters] as const,
    stats: ['projects', 'stats'] as const,
    detail: (id: string) => ['projects', 'detail', id] as const,
    versions: (id: string) => ['projects', 'detail', id, 'versions'] as const,
  },
  profile: ['profile'] as const,
  /** The signed-in user's roles (the whole cache is cleared when the user changes: lib/auth.tsx). */
  roles: ['roles'] as const,
  health: ['health'] as const,
  store: {
    all: ['store'] as const,
    list: (filters: Record<string, unknown> = {}) => ['store', 'list', filters] as const,
    mine: ['store', 'mine'] as const,
    detail: (slug: string) => ['store', 'detail', slug] as const,
    source: (slug: string) => ['store', 'detail', slug, 'source'] as const,
    queue: ['store', 'queue'] as const,
  },
  /** Store orders and deployments (features/deploy). */
  storeOrders: {
    all: ['store-orders'] as const,
    list: ['store-orders', 'list'] as const,
    detail: (number: string) => ['store-orders', 'detail', number] as const,
    purchase: (slug: string) => ['store-orders', 'purchase', slug] as const,
    deployments: ['store-orders', 'deployments'] as const,
  },
} as const;
