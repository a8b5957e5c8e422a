// The code-editor variant's consent (spec §3 storage: ov_consent yes/no; §9: 180 days, SameSite Lax), one with the
// landing's since decision 034. See docs/decisions/102-code-editor-consent-banner.md.
import { readSiteConsent, writeSiteConsent, type Consent } from '@/lib/consent';

export { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookie, type Consent } from '@/lib/consent';

/** The stored answer (the editor's cookie or the landing's choice), or null while the user has not answered. */
export const readConsent = (cookies?: string): Consent | null => readSiteConsent(cookies);

/** Stores the answer (cookie and the landing's store); false when the browser refused it (the banner still hides). */
export const writeConsent = (value: Consent): boolean => writeSiteConsent(value);

/** Whether optional cookies or measurement may be used: only after an explicit yes. */
export const hasConsent = () => readConsent() === 'yes';
