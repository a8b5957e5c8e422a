/** EUR amounts and dates as each language writes them. */
export const eur = (lang: string, amount: number) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
export const when = (lang: string, iso: string) => new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const shortHash = (hash: string) => hash.slice(0, 12);
