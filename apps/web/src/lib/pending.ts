/**
 * What the user asked for and could not get yet (decision 030): a landing prompt typed before signing in, or a
 * chat message refused for lack of credits. Kept in sessionStorage (this tab only, gone when it closes), so it
 * survives sign-in, sign-up, a visit to the credits page and a reload, and is resumed once.
 */
export type PendingGeneration = { prompt: string; at: number };
export type PendingChat = { message: string; aiType: string; at: number };

const KEYS = { generation: 'ov_pending_generation', chat: 'ov_pending_chat' } as const;
/** Older than this, a pending request is dropped rather than resumed by surprise. */
export const PENDING_TTL_MS = 30 * 60 * 1000;

function read<T extends { at: number }>(key: string, valid: (v: Record<string, unknown>) => boolean, now: number): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (!v || typeof v !== 'object' || typeof v.at !== 'number' || !valid(v) || now - v.at > PENDING_TTL_MS || v.at > now + 60_000) {
      sessionStorage.removeItem(key);
      return null;
    }
    return v as unknown as T;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused (private mode, quota): the request is simply not kept
  }
}

const text = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;

export const pendingGeneration = {
  save: (prompt: string, now = Date.now()) => write(KEYS.generation, { prompt, at: now } satisfies PendingGeneration),
  peek: (now = Date.now()) => read<PendingGeneration>(KEYS.generation, (v) => text(v.prompt, 20_000), now),
  /** Returns the pending prompt and forgets it, so it is resumed once. */
  take(now = Date.now()): PendingGeneration | null {
    const v = this.peek(now);
    write(KEYS.generation, null);
    return v;
  },
  clear: () => write(KEYS.generation, null),
};

export const pendingChat = {
  save: (message: string, aiType: string, now = Date.now()) => write(KEYS.chat, { message, aiType, at: now } satisfies PendingChat),
  peek: (now = Date.now()) => read<PendingChat>(KEYS.chat, (v) => text(v.message, 20_000) && typeof v.aiType === 'string', now),
  clear: () => write(KEYS.chat, null),
};
