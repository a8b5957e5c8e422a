import { useEffect } from 'react';

/** Sets <link rel="canonical"> to the absolute URL of `path` while the page is shown. */
export function useCanonical(path: string): void {
  useEffect(() => {
    const href = new URL(path, window.location.origin).href;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = href;
    return () => {
      if (created) link.remove();
    };
  }, [path]);
}
