import { describe, expect, it } from 'vitest';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { measure } from './metrics';
import { readRuntimeLibs, renderRuntimeLibs } from './runtime-libs';
import { readFileSync } from 'node:fs';
import { buildSbom, purlOf } from './sbom';

const input = { app: { name: 'registre-visiteurs', version: '1' }, contentHash: 'a'.repeat(64), timestamp: '2026-11-25T04:00:00.000Z' };

describe('the SBOM (CycloneDX 1.5 JSON)', () => {
  it('runtime-libs.generated.ts matches runtime-modules.json and node_modules (run: npx tsx apps/server/src/modules/store/audit/runtime-libs.ts)', () => {
    expect(readFileSync(new URL('./runtime-libs.generated.ts', import.meta.url), 'utf8')).toBe(renderRuntimeLibs(readRuntimeLibs()));
  });

  it('has the fields CycloneDX 1.5 requires, a purl and a licence per library the app imports, and nothing else', () => {
    const app = generateApp(PROMPT_CORPUS[0]!);
    const bom = buildSbom({ ...input, imports: [...measure(app.files).imports, 'lodash'] });
    expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5', version: 1 });
    expect(bom.serialNumber).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.isNaN(Date.parse(bom.metadata.timestamp))).toBe(false);
    expect(bom.metadata.component).toMatchObject({ type: 'application', name: 'registre-visiteurs', hashes: [{ alg: 'SHA-256', content: 'a'.repeat(64) }] });
    const names = bom.components.map((c) => c.name);
    expect(names).toEqual(['lucide-react', 'react', 'react-dom']);
    for (const c of bom.components) {
      expect(c.type).toBe('library');
      expect(c.purl).toMatch(/^pkg:npm\/[a-z@%0-9.\-/]+@\d+\.\d+\.\d+/);
      expect(c['bom-ref']).toBe(c.purl);
      expect(c.licenses[0]!.license).toHaveProperty('id');
    }
    const refs = new Set([bom.metadata.component['bom-ref'], ...bom.components.map((c) => c['bom-ref'])]);
    expect(refs.size).toBe(bom.components.length + 1);
    for (const d of bom.dependencies) for (const r of [d.ref, ...d.dependsOn]) expect(refs.has(r)).toBe(true);
  });

  it('is the same for the same app version; a scoped package’s purl encodes its @', () => {
    expect(buildSbom({ ...input, imports: ['react'] })).toEqual(buildSbom({ ...input, imports: ['react'] }));
    expect(buildSbom({ ...input, imports: ['react'] }).serialNumber).not.toBe(buildSbom({ ...input, contentHash: 'b'.repeat(64), imports: ['react'] }).serialNumber);
    expect(purlOf({ name: '@scope/pkg', version: '1.2.3' })).toBe('pkg:npm/%40scope/pkg@1.2.3');
    const plain = buildSbom({ ...input, imports: [], packages: [{ name: 'x', version: '1.0.0', license: 'NOASSERTION' }] });
    expect(plain.components).toEqual([]);
  });
});
