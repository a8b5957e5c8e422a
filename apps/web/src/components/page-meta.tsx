/** The product name every page title ends with. */
export const PRODUCT_NAME = 'OV Sentinel';

/** "<page> · OV Sentinel", or the product name alone. */
export const pageTitle = (title: string): string => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/**
 * A page's <title>, description and (optionally) canonical link, rendered where the page is: React 19 hoists them
 * into <head> and removes them when the page goes (decision 147). Pass translated strings: they follow the language.
 * `canonical` is a root-relative path (the prerendered landing, decision 123, is built without knowing the origin).
 * The HTML's own tags (the shell's title, the prerendered landing's tags) carry `data-static-head` and are removed
 * when the app takes over (`dropPrerender`), so the page has one set.
 */
export function PageMeta({ title, description, canonical }: { title: string; description: string; canonical?: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
    </>
  );
}
