import { apiRequest, toApiError, type ApiFetchOptions } from './api-client';

export type SseEvent = { event: string; data: string; id?: string };

/**
 * Parses a text/event-stream body into events (spec: https://html.spec.whatwg.org/#event-stream-interpretation).
 * A consumer that stops early (break, return, throw) cancels the body, which closes the connection: the server
 * then knows the client left and charges nothing for an answer nobody read (decision 015).
 */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  let finished = false;
  try {
    yield* readEvents(reader);
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

async function* readEvents(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  let id: string | undefined;
  const flush = (): SseEvent | null => {
    if (data.length === 0) {
      event = 'message';
      return null;
    }
    const out: SseEvent = { event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) };
    event = 'message';
    data = [];
    return out;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
      if (line === '') {
        const ev = flush();
        if (ev) yield ev;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let val = colon < 0 ? '' : line.slice(colon + 1);
      if (val.startsWith(' ')) val = val.slice(1);
      if (field === 'event') event = val;
      else if (field === 'data') data.push(val);
      else if (field === 'id') id = val;
    }
  }
  const last = flush();
  if (last) yield last;
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
