import { dirname, normalizePath, type Vfs } from './vfs';

const LINK_TAG = /<link\b[^>]*>/gi;
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i');

function local(ref: string, htmlPath: string, vfs: Vfs): string | null {
  if (/^([a-z]+:|\/\/)/i.test(ref)) return null;
  const clean = ref.replace(/[?#].*$/, '');
  const path = clean.startsWith('/') ? normalizePath(clean) : normalizePath(`${dirname(htmlPath)}/${clean}`);
  return vfs.has(path) ? path : null;
}

/** Text safe inside a `<script>` element. */
export function escapeScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

export function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * A plain HTML/CSS/JS project, assembled without bundling: local stylesheets and scripts are inlined
 * (scripts keep their project path as `sourceURL`, so errors point to the right file and line).
 * Returns the page and the set of inlined script paths.
 */
export function assembleStaticPage(html: string, htmlPath: string, vfs: Vfs): { html: string; scripts: Set<string> } {
  const scripts = new Set<string>();
  let out = html.replace(LINK_TAG, (tag) => {
    const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase();
    const href = ATTR('href').exec(tag)?.[1];
    if (rel !== 'stylesheet' || !href) return tag;
    const path = local(href, htmlPath, vfs);
    return path ? `<style data-file="${path}">\n${escapeStyle(vfs.get(path) ?? '')}\n</style>` : tag;
  });
  out = out.replace(SCRIPT_TAG, (tag, attrs: string) => {
    const src = ATTR('src').exec(attrs)?.[1];
    if (!src) return tag;
    const path = local(src, htmlPath, vfs);
    if (!path) return tag;
    scripts.add(path);
    const rest = attrs.replace(ATTR('src'), '').trim();
    return `<script${rest ? ` ${rest}` : ''}>${escapeScript(vfs.get(path) ?? '')}\n//# sourceURL=${path}\n</script>`;
  });
  return { html: out, scripts };
}
