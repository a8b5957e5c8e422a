// The child process that renders a built app in headless Chromium for the built server (dist/render-chromium.js,
// apps/server/build.mjs; started by renderInChromiumChild in render.ts, decision 268). It reads one job on stdin
// (the built files, their script hashes, Chromium's path, the runtime libraries' directory and the deadline as a
// time), renders it with renderInChromium, writes one JSON line on stdout and exits: playwright-core is loaded here
// and ends with this process.
import { renderInChromium, RenderTimeout } from './render';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const job = JSON.parse(input) as { files: Parameters<typeof renderInChromium>[0]; scriptHashes: string[]; chromiumPath: string; runtimeDir: string; deadline: number };
let out: string;
try {
  const rendered = await renderInChromium(job.files, job.scriptHashes, { chromiumPath: job.chromiumPath, runtimeDir: job.runtimeDir, timeoutMs: Math.max(1, job.deadline - Date.now()) });
  out = JSON.stringify({ ok: true, rendered });
} catch (e) {
  out = JSON.stringify({ ok: false, timeout: e instanceof RenderTimeout, message: e instanceof Error ? e.message : String(e) });
}
// exit at once: a page that never yielded may still hold a pending evaluate() after the browser was closed
process.stdout.write(`\n${out}\n`, () => process.exit(0));
