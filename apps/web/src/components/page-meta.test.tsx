import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PageMeta } from './page-meta';

const head = () => ({
  titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
  canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
});

describe('PageMeta (React 19 document metadata, decision 147)', () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('puts the page title, description and canonical link in <head>, follows changes and leaves with the page', () => {
    const { rerender, unmount } = render(<PageMeta title="Profil" description="Votre compte" canonical="/profile" />);
    expect(document.title).toBe('Profil · OV Sentinel');
    expect(head()).toEqual({ titles: ['Profil · OV Sentinel'], descriptions: ['Votre compte'], canonicals: ['/profile'] });
    rerender(<PageMeta title="Profile" description="Your account" />);
    expect(head()).toEqual({ titles: ['Profile · OV Sentinel'], descriptions: ['Your account'], canonicals: [] });
    unmount();
    expect(head()).toEqual({ titles: [], descriptions: [], canonicals: [] });
  });
});
