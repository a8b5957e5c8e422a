import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18n, setLanguage, type Language } from './i18n';

type LanguageContextValue = { language: Language; setLanguage: (lng: Language) => void };

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLang] = useState<Language>(i18n.language === 'en' ? 'en' : 'fr');
  useEffect(() => {
    const on = (lng: string) => setLang(lng === 'en' ? 'en' : 'fr');
    i18n.on('languageChanged', on);
    return () => i18n.off('languageChanged', on);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage must be used within a LanguageProvider');
  return ctx;
}
