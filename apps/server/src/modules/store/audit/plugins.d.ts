// The two ESLint plugins ship no type declarations: they are ESLint plugins, nothing more.
declare module 'eslint-plugin-security' {
  import type { ESLint } from 'eslint';
  const plugin: ESLint.Plugin;
  export default plugin;
}
declare module 'eslint-plugin-no-unsanitized' {
  import type { ESLint } from 'eslint';
  const plugin: ESLint.Plugin;
  export default plugin;
}
