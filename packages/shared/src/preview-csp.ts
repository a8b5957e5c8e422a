/**
 * The no-network policy shared by the two places where the platform runs someone else's code: the preview and a
 * deployed store app (decisions 061, 091, 187, 251). Everything but scripts and styles is fixed: images, fonts and
 * media only from data:/blob:; no fetch, no form, no frame, no worker, no object, no manifest, no base.
 */
export function noNetworkCspDirectives(sources: { script: string; style: string }): string[] {
  return [
    "default-src 'none'",
    `script-src ${sources.script}`.trim(),
    `style-src ${sources.style}`.trim(),
    'img-src data: blob:',
    'font-src data:',
    'media-src data: blob:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "manifest-src 'none'",
  ];
}

/**
 * The preview's no-network policy (decisions 061 and 091), one definition for its two deliveries: the <meta> the
 * web app puts in the assembled document (features/preview/utils/assemble.ts) and the header the server sends on
 * everything under /runtime/ (platform/http/security-headers.ts). Scripts: inline ones, the bridge's blob: bundles
 * and the runtime libraries from `runtimeSource` (the meta names the origin's /runtime/; the header says 'self').
 */
export function previewCspDirectives(runtimeSource: string): string[] {
  // blob: is for edits run in place (the bridge imports the new bundle from a blob: URL of the frame itself).
  return noNetworkCspDirectives({ script: `'unsafe-inline' blob: ${runtimeSource}`, style: "'unsafe-inline'" });
}
