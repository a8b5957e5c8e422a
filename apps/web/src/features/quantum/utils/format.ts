/** Percent with one decimal in the page's language ("12,3 %" / "12.3%"). */
export function percent(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** The 95 % interval of an estimate, clipped to [0, 1]. */
export function interval(p: number, se: number): [number, number] {
  return [Math.max(0, p - 1.96 * se), Math.min(1, p + 1.96 * se)];
}

/** A normal draw from a seeded uniform source (Box–Muller), for the simulated live feed. */
export function gaussian(rng: () => number): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
