import { Link } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { AtSign, Globe, Mail, Users } from 'lucide-react';
import { CONTACT, paths, type InfoSlug } from '@/config/paths';
import { LanguageSwitcher } from './controls';
import type { Catalog } from '@/lib/i18n';

type Footer = Catalog<'common'>['footer'];
type FooterLink = { to: string; key: keyof Footer['links']; newTab?: boolean };

/** Links to the information pages, whose footer label is keyed by their slug. */
const info = (...slugs: (InfoSlug & FooterLink['key'])[]): FooterLink[] => slugs.map((key) => ({ key, to: paths.info(key) }));

const GROUPS: { key: keyof Footer['groups']; links: FooterLink[] }[] = [
  { key: 'solutions', links: info('cybersecurity', 'defense', 'government', 'enterprise', 'research') },
  {
    key: 'product',
    links: [
      { to: paths.editor, key: 'editor' },
      { to: '/#marketplace', key: 'marketplace' },
      { to: paths.dashboard, key: 'dashboard' },
      { to: paths.preview, key: 'preview' },
    ],
  },
  { key: 'resources', links: info('guide', 'tutorials', 'examples', 'community', 'support') },
  { key: 'company', links: info('about', 'careers', 'press', 'partners', 'contact') },
  { key: 'legal', links: [...info('privacy', 'terms', 'security', 'compliance'), { to: paths.info('status'), key: 'status', newTab: true }] },
];

const SOCIAL = [
  { href: 'https://github.com/', key: 'github', Icon: Globe },
  { href: 'https://www.linkedin.com/', key: 'linkedin', Icon: Users },
  { href: 'https://x.com/', key: 'x', Icon: AtSign },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t bg-card/40 px-6 py-8 text-sm" aria-labelledby="footer-title">
      <h2 id="footer-title" className="sr-only">
        {t('footer.title')}
      </h2>
      <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-3 lg:grid-cols-5">
        {GROUPS.map((g) => (
          <nav key={g.key} aria-labelledby={`footer-${g.key}`}>
            <h3 id={`footer-${g.key}`} className="mb-2 font-semibold">
              {t(`footer.groups.${g.key}`)}
            </h3>
            <ul className="space-y-1">
              {g.links.map((l) => (
                <li key={l.to}>
                  {l.newTab ? (
                    <a href={l.to} target="_blank" rel="noopener noreferrer" className="text-muted-foreground hover:text-foreground hover:underline">
                      {t(`footer.links.${l.key}`)}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  ) : (
                    <Link to={l.to} className="text-muted-foreground hover:text-foreground hover:underline">
                      {t(`footer.links.${l.key}`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t pt-6">
        <p className="text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <div className="flex items-center gap-3">
          {SOCIAL.map(({ href, key, Icon }) => (
            <a
              key={key}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.social.${key}`)}
              className="rounded p-1 text-muted-foreground hover:text-foreground"
            >
              <Icon className="size-4" aria-hidden="true" />
            </a>
          ))}
          <a href={`mailto:${CONTACT.email}`} aria-label={t('footer.social.mail')} className="rounded p-1 text-muted-foreground hover:text-foreground">
            <Mail className="size-4" aria-hidden="true" />
          </a>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
