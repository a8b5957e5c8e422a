import { useTranslation } from 'react-i18next';
import { BadgeCheck, Eye, Mail, MapPin, Phone, Target } from 'lucide-react';
import { CONTACT } from '@/config/paths';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InfoHero, InfoSection } from './info-layout';

const CERTS = ['SOC 2 Type II', 'ISO 27001', 'RGPD Compliant'] as const;

export function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <InfoSection>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <InfoHero title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <Target className="size-6 text-primary" aria-hidden="true" />
            <CardTitle>
              <span>{t('about.mission.title')}</span>
            </CardTitle>
          </CardHeader>
          <CardContent>{t('about.mission.body')}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Eye className="size-6 text-primary" aria-hidden="true" />
            <CardTitle>{t('about.vision.title')}</CardTitle>
          </CardHeader>
          <CardContent>{t('about.vision.body')}</CardContent>
        </Card>
      </div>
      <section className="mt-8 text-center" aria-labelledby="certs-title">
        <h2 id="certs-title" className="mb-3 text-xl font-semibold">
          {t('about.certifications')}
        </h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {CERTS.map((c) => (
            <li key={c}>
              <Badge variant="secondary" className="text-sm">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {c}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{t('about.contact')}</CardTitle>
        </CardHeader>
        <CardContent>
          <address className="space-y-2 not-italic">
            <p className="flex items-center gap-2">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {CONTACT.city}
            </p>
            <p className="flex items-center gap-2">
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <a href={`mailto:${CONTACT.email}`} className="underline-offset-4 hover:underline">
                {CONTACT.email}
              </a>
            </p>
            {CONTACT.phones.map((p) => (
              <p key={p} className="flex items-center gap-2">
                <Phone className="size-4 text-primary" aria-hidden="true" />
                <a href={`tel:${p.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
                  {p}
                </a>
              </p>
            ))}
          </address>
        </CardContent>
      </Card>
    </InfoSection>
  );
}
