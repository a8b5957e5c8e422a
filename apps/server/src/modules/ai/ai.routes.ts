import { AI_BODY_SCHEMAS, AI_FUNCTION_NAMES, type AiFunctionName, type AiModelResponse } from '@ov/shared';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { readJson } from '../../platform/http/validate';
import { ClientGoneError, type AiBody, type AiService } from './ai.service';

const isFunctionName = (n: string): n is AiFunctionName => (AI_FUNCTION_NAMES as readonly string[]).includes(n);

/** POST /:name — the six AI functions; `Accept: text/event-stream` streams progress, token, file, done, error events. */
export function createAiRouter(service: AiService) {
  const app = new Hono<AppEnv>();
  // Which model answers when the configured provider is up ('sentinel-offline' or 'provider:model'): the badges
  // show it until an answer says which model really answered (issue 13 point 5, decision 113).
  app.get('/model', (c) => c.json({ model: service.model } satisfies AiModelResponse));
  app.post('/:name', async (c) => {
    const name = c.req.param('name');
    if (!isFunctionName(name)) throw new AppError(404, 'unknown_function', `Unknown function: ${name.slice(0, 64)}`);
    const body = (await readJson(c, AI_BODY_SCHEMAS[name])) as AiBody;
    const user = c.get('user');
    await service.precheck(name, user, body);

    // Aborted when the client closes the connection (decision 015): the answer is then neither
    // finished nor charged.
    const gone = new AbortController();
    const requestSignal = c.req.raw.signal;
    if (requestSignal.aborted) gone.abort();
    else requestSignal.addEventListener('abort', () => gone.abort(), { once: true });

    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      try {
        return c.json(await service.run(name, body, user, undefined, gone.signal));
      } catch (err) {
        // Nobody is there to read an answer; 499 (as proxies log it) keeps it out of the error log.
        if (err instanceof ClientGoneError) return new Response(null, { status: 499 });
        throw err;
      }
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => gone.abort());
      let id = 0;
      const send = (event: string, data: unknown) => {
        // Throwing here also stops a provider that is still producing tokens for nobody.
        if (gone.signal.aborted) throw new ClientGoneError();
        return stream.writeSSE({ event, data: JSON.stringify(data), id: String(id++) });
      };
      try {
        const result = await service.run(
          name,
          body,
          user,
          { onToken: (text) => send('token', { text }), onFile: (file) => send('file', file), onProgress: (p) => send('progress', p) },
          gone.signal,
        );
        await send('done', result);
      } catch (err) {
        if (err instanceof ClientGoneError || gone.signal.aborted) return;
        const e = err instanceof AppError ? { code: err.code, message: err.message, status: err.status } : { code: 'internal', message: 'Internal error', status: 500 };
        await send('error', e);
      }
    });
  });
  return app;
}
