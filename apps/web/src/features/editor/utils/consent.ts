// The code-editor variant's consent cookie (spec §3 storage: ov_consent yes/no; §9: 180 days, SameSite Lax).
// See docs/decisions/102-code-editor-consent-banner.md.
export const CONSENT_COOKIE = 'ov_consent';
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
export type Consent = 'yes' | 'no';

/** The stored answer, or null while the user has not answered (or the value is not yes/no). */
export function readConsent(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Consent | null {
  const m = /(?:^|;\s*)ov_consent=([^;]*)/.exec(cookies);
  const v = m?.[1];
  return v === 'yes' || v === 'no' ? v : null;
}

/** The cookie string that stores an answer (Path=/ so every page sees it; Secure when served over HTTPS). */
export function consentCookie(value: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the answer; false when the browser refused the cookie (the banner then still hides for this page). */
export function writeConsent(value: Consent): boolean {
  try {
    document.cookie = consentCookie(value, window.location.protocol === 'https:');
    return readConsent() === value;
  } catch {
    return false;
  }
}

/** Whether optional cookies or measurement may be used: only after an explicit yes. */
export const hasConsent = () => readConsent() === 'yes';
