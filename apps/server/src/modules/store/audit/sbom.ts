import { createHash } from 'node:crypto';
import { packageOf, type RuntimeLib } from './runtime-libs';
import { RUNTIME_PACKAGES } from './runtime-libs.generated';

/** The npm package URL (purl spec): a scope's @ is percent-encoded. */
export const purlOf = (lib: Pick<RuntimeLib, 'name' | 'version'>) => `pkg:npm/${lib.name.replace(/^@/, '%40')}@${lib.version}`;

/** A UUID (RFC 4122 layout, version 5 bits) derived from a hash, so the same app version has the same serial. */
function uuidFrom(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type SbomInput = {
  /** The app's name and version as listed (e.g. its slug and version number). */
  app: { name: string; version: string };
  /** The pinned files' content hash (SHA-256, hex): identifies what the SBOM describes. */
  contentHash: string;
  /** Bare import specifiers the app's code uses (metrics.ts). */
  imports: readonly string[];
  /** When the SBOM is issued (ISO 8601), injected. */
  timestamp: string;
  packages?: readonly RuntimeLib[];
};

/**
 * A CycloneDX 1.5 JSON SBOM of the runtime libraries an app imports: only those the preview runtime serves
 * (runtime-libs.generated.ts), with their version, purl and licence. Imports outside the runtime are not
 * components the platform ships; the audit reports them (ov/import-outside-runtime).
 */
export function buildSbom(input: SbomInput) {
  const used = new Set(input.imports.map(packageOf));
  const libs = (input.packages ?? RUNTIME_PACKAGES).filter((p) => used.has(p.name));
  const appRef = `app:${input.app.name}@${input.app.version}`;
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${uuidFrom(`${input.app.name}\u0000${input.app.version}\u0000${input.contentHash}`)}`,
    version: 1,
    metadata: {
      timestamp: input.timestamp,
      tools: { components: [{ type: 'application', name: 'ov-store-audit', version: '1' }] },
      component: {
        type: 'application',
        'bom-ref': appRef,
        name: input.app.name,
        version: input.app.version,
        hashes: [{ alg: 'SHA-256', content: input.contentHash }],
      },
    },
    components: libs.map((lib) => ({
      type: 'library',
      'bom-ref': purlOf(lib),
      name: lib.name,
      version: lib.version,
      scope: 'required',
      purl: purlOf(lib),
      licenses: [lib.license === 'NOASSERTION' ? { license: { name: 'NOASSERTION' } } : { license: { id: lib.license } }],
    })),
    dependencies: [{ ref: appRef, dependsOn: libs.map(purlOf) }, ...libs.map((lib) => ({ ref: purlOf(lib), dependsOn: [] }))],
  };
}
export type CycloneDxBom = ReturnType<typeof buildSbom>;
