/** Static sample listings of the landing showcase (spec §2 Marketplace); texts live in locales/<lng>/landing.json. */
export type Classification = 'confidential' | 'secret' | 'classified';

export type SampleListing = {
  id: 'cyber-shield' | 'border-watch' | 'gov-vault';
  classification: Classification;
  category: string;
  rating: number;
  /** Shown as a compact, locale-formatted label (2,4 k / 2.4K). */
  downloads: number;
  featured: boolean;
  screenshots: string[];
  tags: string[];
  developer: string;
};

export const SAMPLE_LISTINGS: readonly SampleListing[] = [
  {
    id: 'cyber-shield',
    classification: 'confidential',
    category: 'cybersecurity',
    rating: 4.9,
    downloads: 2400,
    featured: true,
    screenshots: [],
    tags: ['SOC', 'SIEM', 'ANSSI'],
    developer: 'Akwaba Cyber',
  },
  {
    id: 'border-watch',
    classification: 'secret',
    category: 'surveillance',
    rating: 4.7,
    downloads: 860,
    featured: true,
    screenshots: [],
    tags: ['GIS', 'UAV', '24/7'],
    developer: 'Lagune Defense Tech',
  },
  {
    id: 'gov-vault',
    classification: 'classified',
    category: 'intelligence',
    rating: 4.8,
    downloads: 1100,
    featured: false,
    screenshots: [],
    tags: ['AES-256', 'RGPD', 'ISO 27001'],
    developer: 'Sahel Secure Labs',
  },
];
