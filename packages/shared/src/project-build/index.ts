// How a project's files become a running app, shared by the browser preview (esbuild-wasm, apps/web
// features/preview) and the server build of a store app (native esbuild, apps/server modules/store/build), so a
// pinned version builds exactly as its preview ran. No browser-only or Node-only API in here. Decisions 176, 250.
export { createVfs, dirname, extname, normalizePath, type Vfs, type VfsFile } from './vfs';
export { DEFAULT_HTML, defaultHtml, detectEntry, moduleScripts, virtualEntryPath, VIRTUAL_ENTRY, type Entry } from './entry';
export { isBareSpecifier, packageName, resolveImport, RESOLVE_EXTENSIONS, type Resolution, type ResolveOptions } from './resolve';
export { loaderFor, projectPlugin, type ProjectLoader, type ProjectPlugin, type ProjectPluginBuild, type ProjectPluginOptions } from './plugin';
