import { describe, expect, it } from 'vitest';
import { auditProject } from '../audit';
import { anssiHygiene, consentBeforeStorage, noThirdParty, privacyNotice } from './controls';
import type { Rendered } from './render';
import { staticFacts } from './static';

const one = (path: string, content: string) => staticFacts([{ path, content }]);
const unlimited = { ms: Number.POSITIVE_INFINITY, now: () => 0 };
const page = (text: string, extra: Partial<Rendered> = {}): Rendered => ({ engine: 'jsdom', text, storage: [], external: [], cspViolations: [], errors: [], axe: null, ...extra });

describe('RGPD facts from the syntax tree', () => {
  it.each([
    ['an unguarded localStorage.setItem', "localStorage.setItem('k', '1');", false],
    ['window.sessionStorage[key] = v', "window.sessionStorage['k'] = '1';", false],
    ['document.cookie = …', "document.cookie = 'id=1';", false],
    ['indexedDB.open', "indexedDB.open('db');", false],
    ['a write inside if (consent)', "if (hasConsent()) localStorage.setItem('k', '1');", true],
    ['a write after if (!consent) return', "function save(v: string) {\n  if (!consentGiven) return;\n  localStorage.setItem('k', v);\n}", true],
    ['a write behind consent && …', "userConsent && localStorage.setItem('k', '1');", true],
    ['storing the consent choice itself', "localStorage.setItem('cookie-consent', 'yes');", true],
  ])('%s', (_name, code, gated) => {
    const facts = one('src/a.ts', code);
    expect(facts.storage).toHaveLength(1);
    expect(facts.storage[0]).toMatchObject({ file: 'src/a.ts', gated });
  });

  it.each([
    ["fetch('https://x.example/api')", 'fetch'],
    ["fetch(`https://x.example/${id}`)", 'fetch'],
    ["fetch(url)", 'fetch'],
    ["const x = new XMLHttpRequest(); x.open('GET', 'https://x.example/a');", 'XMLHttpRequest.open'],
    ["new WebSocket('wss://x.example/ws')", 'WebSocket'],
    ["navigator.sendBeacon('https://x.example/b', '')", 'navigator.sendBeacon'],
    ["const i = new Image(); i.src = 'https://x.example/p.gif';", 'src'],
    ["export const A = () => <img src=\"https://x.example/p.png\" alt=\"\" />;", '<img src>'],
    ["export const L = () => <link rel=\"stylesheet\" href=\"//fonts.example/f.css\" />;", '<link href>'],
  ])('a request to another origin: %s', (code, sink) => {
    expect(one('src/a.tsx', code).requests).toEqual([expect.objectContaining({ sink, line: 1 })]);
  });

  it.each([
    ["fetch('/data.json')"],
    ["fetch('./local.json')"],
    ["export const A = () => <a href=\"https://x.example\">lien</a>;"],
    ["export const I = () => <img src=\"/logo.svg\" alt=\"logo\" />;"],
  ])('not a third-party request: %s', (code) => {
    expect(one('src/a.tsx', code).requests).toEqual([]);
  });

  it('reads HTML and CSS requests at their line', () => {
    expect(one('index.html', '<!doctype html>\n<script src="https://cdn.example/x.js"></script>').requests).toEqual([{ file: 'index.html', line: 2, sink: '<script src>', url: 'https://cdn.example/x.js' }]);
    expect(one('a.css', 'a{}\nbody { background: url("https://img.example/b.png") }').requests).toEqual([expect.objectContaining({ line: 2, sink: 'css url()' })]);
  });

  it('finds notice text in JSX, strings and HTML, never in comments or hidden HTML', () => {
    expect(one('src/a.tsx', '// Confidentialité : à écrire\nexport const A = () => <p>Politique de confidentialité</p>;').notices).toEqual([{ file: 'src/a.tsx', line: 2, text: 'Politique de confidentialité' }]);
    expect(one('src/t.ts', "export const t = { privacy: 'Privacy: no personal data leaves this page.' };").notices).toHaveLength(1);
    expect(one('index.html', '<p>Vos données personnelles restent ici.</p><p hidden>Privacy policy</p><!-- RGPD -->').notices).toEqual([expect.objectContaining({ line: 1, text: 'Vos données personnelles restent ici.' })]);
  });

  it('lists a script that does not parse', () => {
    expect(one('src/a.tsx', 'export const = ;').unparsed).toEqual(['src/a.tsx']);
  });
});

describe('RGPD controls', () => {
  it('privacy notice: pass when shown, fail when only in the code, static fallback without a rendering', () => {
    const facts = one('src/a.tsx', 'export const A = () => <footer>Confidentialité : aucune donnée personnelle collectée.</footer>;');
    const pass = privacyNotice(facts, page('Registre\nConfidentialité : aucune donnée personnelle collectée.'));
    expect(pass.status).toBe('pass');
    expect(pass.evidence).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'src/a.tsx', line: 1 })]));
    const hidden = privacyNotice(facts, page('Registre'));
    expect(hidden.status).toBe('fail');
    expect(hidden.evidence[1]!.text.fr).toMatch(/pas affiché/);
    expect(privacyNotice(facts, null).status).toBe('pass');
    expect(privacyNotice(one('src/a.tsx', 'export const A = () => <p>Bonjour</p>;'), null).status).toBe('fail');
  });

  it('consent: not applicable without storage, fail on a write at first render, pass when every write is gated', () => {
    expect(consentBeforeStorage(one('src/a.ts', 'export const x = 1;'), page('')).status).toBe('not_applicable');
    const gated = one('src/a.ts', "if (consent) localStorage.setItem('k', '1');");
    expect(consentBeforeStorage(gated, page('')).status).toBe('pass');
    const atLoad = consentBeforeStorage(gated, page('', { storage: [{ api: 'localStorage.setItem', key: 'k' }] }));
    expect(atLoad.status).toBe('fail');
    expect(atLoad.evidence[0]!.text.en).toMatch(/before any consent/);
    expect(consentBeforeStorage(one('src/a.ts', "localStorage.setItem('k', '1');"), null)).toMatchObject({ status: 'fail', evidence: [{ file: 'src/a.ts', line: 1 }] });
  });

  it('third party: pass when nothing leaves, fail with the place, and the query never copied into evidence', () => {
    expect(noThirdParty(one('src/a.ts', "fetch('/x.json');"), page('')).status).toBe('pass');
    const bad = noThirdParty(one('src/a.ts', "fetch('https://t.example/c?key=' + secret);"), page('', { external: [{ url: 'https://t.example/c?key=sk-123', how: 'connect-src' }] }));
    expect(bad.status).toBe('fail');
    expect(JSON.stringify(bad.evidence)).not.toMatch(/sk-123|key=/);
    expect(bad.evidence[0]).toMatchObject({ file: 'src/a.ts', line: 1, rule: 'fetch' });
  });
});

describe('ANSSI hygiene from the audit', () => {
  const status = (files: { path: string; content: string }[]) =>
    Object.fromEntries(anssiHygiene(auditProject(files, unlimited), files, null, []).map((c) => [c.id, c.status]));

  it('passes clean code, with the rules that were run as evidence', () => {
    const files = [{ path: 'src/App.tsx', content: "import { useState } from 'react';\nexport default function App() { const [n, setN] = useState(0); return <button type=\"button\" onClick={() => setN(n + 1)}>{n}</button>; }\n" }];
    expect(Object.values(status(files)).every((s) => s === 'pass')).toBe(true);
    const c = anssiHygiene(auditProject(files, unlimited), files, null, []).find((x) => x.id === 'anssi-no-eval')!;
    expect(c.evidence[0]).toMatchObject({ rule: 'ov/no-eval' });
    expect(c.title.fr).toMatch(/ANSSI/);
  });

  it.each([
    ['anssi-no-eval', "export const run = (s: string) => eval(s);"],
    ['anssi-injection', "export const put = (el: HTMLElement, s: string) => { el.innerHTML = s; };"],
    ['anssi-encryption', "export const API = 'http://intranet.example.org/api';"],
    ['anssi-secrets', "export const KEY = '-----BEGIN RSA PRIVATE KEY-----MIIEowIBAAKCAQEA';"],
    ['anssi-messaging', "window.parent.postMessage('x', '*');"],
    ['anssi-links', "export const L = () => <a href=\"https://x.example\" target=\"_blank\">x</a>;"],
    ['anssi-dependencies', "import _ from 'lodash';\nexport const x = _.VERSION;"],
    ['anssi-analysable', 'export const = ;'],
    ['anssi-csp', "export const run = () => setTimeout('alert(1)', 10);"],
  ])('%s fails on its known-bad sample, with file and line', (id, code) => {
    const files = [{ path: 'src/bad.tsx', content: code }];
    const c = anssiHygiene(auditProject(files, unlimited), files, null, []).find((x) => x.id === id)!;
    expect(c.status).toBe('fail');
    expect(c.evidence[0]).toMatchObject({ file: 'src/bad.tsx' });
  });

  it('an inline event handler in HTML fails the CSP control; an incomplete audit never passes', () => {
    const html = [{ path: 'index.html', content: '<!doctype html>\n<button onclick="go()">Go</button>' }];
    expect(anssiHygiene(auditProject(html, unlimited), html, null, []).find((c) => c.id === 'anssi-csp')).toMatchObject({ status: 'fail', evidence: [{ file: 'index.html', line: 2, rule: 'inline-handler' }] });
    const files = [{ path: 'src/a.ts', content: 'export const a = 1;' }];
    const spent = auditProject(files, { ms: 0, now: () => 0 });
    expect(anssiHygiene(spent, files, null, []).every((c) => c.status === 'fail' && c.evidence[0]!.rule === 'audit:budget')).toBe(true);
  });
});
