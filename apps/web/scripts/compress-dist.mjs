#!/usr/bin/env node
// Writes Brotli (.br) and gzip (.gz) copies of every compressible file of the built SPA (dist/, with the preview's
// /runtime/ libraries and esbuild.wasm), so the server sends them compressed with no work per request.
// See docs/decisions/065-preview-first-build-without-wasm.md (transfer sizes) and apps/server/src/platform/http/static.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.wasm', '.txt', '.webmanifest', '.ttf']);
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const started = Date.now();
const files = [...walk(dist)].filter((f) => COMPRESSIBLE.has(extname(f)) && statSync(f).size >= MIN_BYTES);
let before = 0;
let after = 0;
// A few at a time: zlib runs on libuv's thread pool.
const queue = [...files];
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const data = readFileSync(file);
    // Brotli's best quality is slow on large files (esbuild.wasm, Monaco, the runtime libraries): a faster one there.
    const quality = data.length > 256 * 1024 ? 6 : 11;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    before += data.length;
    after += br.length;
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
process.stdout.write(`compressed ${files.length} files: ${(before / 1048576).toFixed(1)} MiB → ${(after / 1048576).toFixed(1)} MiB with Brotli in ${Date.now() - started} ms\n`);
