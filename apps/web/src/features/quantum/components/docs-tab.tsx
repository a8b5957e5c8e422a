import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CircuitDiagram } from './circuit-diagram';

const SECTIONS = ['what', 'data', 'model', 'quantum'] as const;
const AFTER = ['rules', 'sources', 'confidence', 'verify', 'limits', 'performance'] as const;

/** Documentation: the method, honestly, with one scenario's circuit drawn. */
export function DocsTab() {
  const { t } = useTranslation('quantum');
  return (
    <article className="flex max-w-3xl flex-col gap-5" aria-labelledby="quantum-docs-title">
      <h2 id="quantum-docs-title" className="text-xl font-semibold">
        {t('docs.title')}
      </h2>
      {SECTIONS.map((k) => (
        <section key={k}>
          <h3 className="font-semibold">{t(`docs.${k}`)}</h3>
          <p className="text-sm leading-relaxed">{t(`docs.${k}Body`)}</p>
        </section>
      ))}
      <Card>
        <CardHeader>
          <CardTitle>{t('docs.circuitTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <CircuitDiagram />
          <p className="mt-2 text-sm text-muted-foreground">{t('docs.circuitCaption')}</p>
        </CardContent>
      </Card>
      {AFTER.map((k) => (
        <section key={k}>
          <h3 className="font-semibold">{t(`docs.${k}`)}</h3>
          <p className="text-sm leading-relaxed">{t(`docs.${k}Body`)}</p>
        </section>
      ))}
    </article>
  );
}
