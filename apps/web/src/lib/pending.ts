import { defineStored, type Stored } from './storage';

/**
 * What the user asked for and could not get yet (decision 030): a landing prompt typed before signing in, or a
 * chat message refused for lack of credits. Kept in sessionStorage (this tab only, gone when it closes), so it
 * survives sign-in, sign-up, a visit to the credits page and a reload, and is resumed once.
 */
export type PendingGeneration = { prompt: string; at: number };
export type PendingChat = { message: string; aiType: string; at: number };

/** Older than this, a pending request is dropped rather than resumed by surprise. */
export const PENDING_TTL_MS = 30 * 60 * 1000;

// Checked by hand, not with zod: the landing's hero prompt writes the pending generation on the page's first load
// (decision 233). Like the zod objects they replace, they keep only the known fields.
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 20_000 && v.trim() !== '';
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const checkGeneration = (v: unknown): PendingGeneration | undefined => {
  const o = asRecord(v);
  return o && isText(o.prompt) && isTime(o.at) ? { prompt: o.prompt, at: o.at } : undefined;
};
const checkChat = (v: unknown): PendingChat | undefined => {
  const o = asRecord(v);
  return o && isText(o.message) && typeof o.aiType === 'string' && isTime(o.at)
    ? { message: o.message, aiType: o.aiType, at: o.at }
    : undefined;
};
const session = { area: 'session' } as const;
const storedGeneration = defineStored('ov_pending_generation', checkGeneration, null, session);
const storedChat = defineStored('ov_pending_chat', checkChat, null, session);

/** The pending value if it is valid and fresh; anything else (corrupt, expired, dated in the future) is dropped. */
function read<T extends { at: number }>(stored: Stored<T | null>, now: number): T | null {
  const v = stored.read();
  if (!v || now - v.at > PENDING_TTL_MS || v.at > now + 60_000) {
    stored.remove();
    return null;
  }
  return v;
}

export const pendingGeneration = {
  save: (prompt: string, now = Date.now()) => void storedGeneration.write({ prompt, at: now } satisfies PendingGeneration),
  peek: (now = Date.now()) => read<PendingGeneration>(storedGeneration, now),
  /** Returns the pending prompt and forgets it, so it is resumed once. */
  take(now = Date.now()): PendingGeneration | null {
    const v = this.peek(now);
    storedGeneration.remove();
    return v;
  },
  clear: () => storedGeneration.remove(),
};

export const pendingChat = {
  save: (message: string, aiType: string, now = Date.now()) => void storedChat.write({ message, aiType, at: now } satisfies PendingChat),
  peek: (now = Date.now()) => read<PendingChat>(storedChat, now),
  clear: () => storedChat.remove(),
};
