import { useEffect } from 'react';

const PRODUCT = 'OV Sentinel';

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the page title and description (pass translated strings: they follow the language). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
    setMeta('description', description);
  }, [title, description]);
}
