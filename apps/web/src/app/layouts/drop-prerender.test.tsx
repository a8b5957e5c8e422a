import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PageMeta } from '@/components/page-meta';
import { dropPrerender } from './root-layout';

describe('dropPrerender', () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('leaves one title, description and canonical link: the page’s, not the HTML’s static ones', () => {
    document.head.innerHTML =
      '<title data-static-head>Accueil · OV Sentinel</title><meta data-static-head name="description" content="Bienvenue">' +
      '<link data-static-head rel="canonical" href="/"><meta name="viewport" content="width=device-width">';
    document.body.innerHTML = '<div id="prerender"><h1>Accueil</h1></div>';
    render(<PageMeta title="Accueil" description="Bienvenue" canonical="/" />);
    expect(document.head.querySelectorAll('title')).toHaveLength(2);
    dropPrerender();
    expect([...document.head.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['Accueil · OV Sentinel']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.getElementById('prerender')).toBeNull();
    expect(document.title).toBe('Accueil · OV Sentinel');
  });
});
