import { useEffect } from 'react';
import { CONTACT } from '@/config/paths';

const ORG_SCRIPT_ID = 'ov-org-jsonld';

/** schema.org Organization data for search engines (a data block: never executed, so the CSP is not involved). */
export function organizationJsonLd(origin: string, name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
    email: CONTACT.email,
    telephone: CONTACT.phones[0],
    address: { '@type': 'PostalAddress', addressLocality: 'Abidjan', addressCountry: 'CI' },
  };
}

export function useOrganizationJsonLd(name: string, description: string): void {
  useEffect(() => {
    let script = document.getElementById(ORG_SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = ORG_SCRIPT_ID;
      script.type = 'application/ld+json';
      document.head.appendChild(script);
    }
    script.textContent = JSON.stringify(organizationJsonLd(window.location.origin, name, description));
    return () => script.remove();
  }, [name, description]);
}
