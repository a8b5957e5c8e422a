// The virtual file system lives in @ov/shared/project-build (shared with the server build of a store app). Decision 250.
export { createVfs, dirname, extname, normalizePath, type Vfs } from '@ov/shared/project-build';
