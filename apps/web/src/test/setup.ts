import '@testing-library/jest-dom/vitest';
import '@/lib/class-merge';
import { afterEach, beforeAll } from 'vitest';
import { ALL_NAMESPACES, i18n } from '@/lib/i18n';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default, which a loaded machine can exceed (issue 14): a generous bound.
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Radix uses these pointer APIs, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// Translations of lazy namespaces load before each test file, so components render at once.
beforeAll(async () => {
  await i18n.loadNamespaces(ALL_NAMESPACES);
  await i18n.loadLanguages(['fr', 'en']);
});
