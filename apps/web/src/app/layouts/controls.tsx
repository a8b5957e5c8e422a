import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';
import { useLanguage } from '@/lib/language';
import { LANGUAGES } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation('common');
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

/** fr | en switcher: two buttons, the current one marked with aria-pressed. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex rounded-md border p-0.5', className)}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={language === lng}
          title={t(`language.${lng}`)}
          onClick={() => setLanguage(lng)}
          className={cn(
            'rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-ring',
            language === lng ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {lng}
          <span className="sr-only"> — {t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
