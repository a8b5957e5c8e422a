import { fileURLToPath } from 'node:url';

// Resolved from this module, not from the working directory: the same whether it runs from
// src/ (tsx, tests) or bundled into dist/main.js, since both sit one level below the package.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  packageRoot,
  migrations: fileURLToPath(new URL('../migrations', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
