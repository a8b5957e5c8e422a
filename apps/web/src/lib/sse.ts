import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiRequest, toApiError, type ApiFetchOptions } from './api-client';

export type SseEvent = { event: string; data: string; id?: string };

const toEvent = (m: EventSourceMessage): SseEvent => ({ event: m.event ?? 'message', data: m.data, ...(m.id !== undefined ? { id: m.id } : {}) });

/**
 * Parses a text/event-stream body into events with `eventsource-parser` (the WHATWG event-stream rules: split
 * lines, multi-line data, comments, ids). A last event the server did not end with a blank line is still
 * delivered. A consumer that stops early (break, return, throw) cancels the body, which closes the connection:
 * the server then knows the client left and charges nothing for an answer nobody read (decision 015).
 */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: SseEvent[] = [];
  let lastId: string | undefined;
  const parser = createParser({
    onEvent: (m) => {
      // The last event id stays set until the server sends another one (it is the stream's cursor).
      if (m.id !== undefined) lastId = m.id;
      ready.push(toEvent({ ...m, id: m.id ?? lastId }));
    },
  });
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // At the end, blank lines close a last event the server left open.
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      while (ready.length) yield ready.shift()!;
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/**
 * POSTs JSON and streams server-sent events back (token + refresh handled like apiFetch).
 * Throws ApiError when the server answers with an error envelope instead of a stream. With `signal`, aborting
 * rejects the pending read with an AbortError and closes the connection (see isAbortError).
 */
export async function* streamSse(
  path: string,
  body: unknown,
  opts: Omit<ApiFetchOptions, 'json' | 'body' | 'method'> = {},
): AsyncGenerator<SseEvent> {
  const headers = new Headers(opts.headers);
  headers.set('Accept', 'text/event-stream');
  const res = await apiRequest(path, { ...opts, method: 'POST', json: body, headers });
  if (!res.ok) throw await toApiError(res);
  if (!res.body) return;
  yield* parseSse(res.body);
}
