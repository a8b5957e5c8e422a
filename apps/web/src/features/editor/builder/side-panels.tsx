import { useTranslation } from 'react-i18next';


export function GuidePanel() {
  const { t } = useTranslation('builder');
  return (
    <div className="h-full overflow-auto p-4 text-sm" data-testid="builder-guide">
      <h2 className="text-base font-semibold">{t('guide.title')}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {t('guide.steps', { returnObjects: true }).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-muted-foreground">{t('guide.offline')}</p>
    </div>
  );
}

/** Spec §2: a static, fake terminal output. */
export function TerminalPanel() {
  const { t } = useTranslation('builder');
  return (
    <pre
      aria-label={t('terminal.label')}
      tabIndex={0}
      className="h-full overflow-auto bg-black p-3 font-mono text-xs leading-relaxed text-green-300"
      data-testid="builder-terminal"
    >
      {t('terminal.lines', { returnObjects: true }).map((line) => `${line}\n`).join('')}
    </pre>
  );
}
