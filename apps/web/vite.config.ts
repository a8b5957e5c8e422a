import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';

// @monaco-editor/loader keeps a content-delivery-network URL as its default path; we always pass our bundled
// monaco (loader.config({ monaco })), so that URL is dead code: remove it so no such address ships (air-gapped).
const stripMonacoCdn: Plugin = {
  name: 'ov-strip-monaco-cdn',
  transform(code, id) {
    if (!id.includes('@monaco-editor/loader')) return null;
    const out = code.replace(/https:\/\/[\w.-]+\/npm\/monaco-editor@[^'"]*/g, '');
    return out === code ? null : { code: out, map: null };
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), stripMonacoCdn],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The preview engine runs esbuild-wasm in a module worker.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/runtime': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
