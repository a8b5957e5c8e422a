import { defineStored, oneOf } from './storage';

// One cookie consent for the whole site (issue 12, decision 034). The spec names two stores: the landing's
// localStorage `ov_cookie_consent` (accepted | rejected, §3) and the code editor's cookie `ov_consent`
// (yes | no, 180 days, §3 and §9). They hold the same answer, so an answer given on either banner is written to
// both and either one, when present, counts as answered: the visitor is asked once.
export const CONSENT_COOKIE = 'ov_consent';
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
export const LANDING_CONSENT_KEY = 'ov_cookie_consent';
export type Consent = 'yes' | 'no';

/** The landing's answer, in the format the spec fixes (§3): 'accepted' or 'rejected', stored as is. */
const landingConsent = defineStored(LANDING_CONSENT_KEY, oneOf(['accepted', 'rejected']), null, { raw: true });

function fromCookie(cookies: string): Consent | null {
  const v = /(?:^|;\s*)ov_consent=([^;]*)/.exec(cookies)?.[1];
  return v === 'yes' || v === 'no' ? v : null;
}

function fromLanding(): Consent | null {
  const v = landingConsent.read();
  return v === 'accepted' ? 'yes' : v === 'rejected' ? 'no' : null;
}

/** The answer, from the cookie or else from the landing's store; null while the visitor has not answered. */
export function readSiteConsent(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Consent | null {
  return fromCookie(cookies) ?? fromLanding();
}

/** The cookie string that stores an answer (Path=/ so every page sees it; Secure when served over HTTPS). */
export function consentCookie(value: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the answer in both places; false when the browser refused both (the banner still hides for this page). */
export function writeSiteConsent(value: Consent): boolean {
  let stored = false;
  try {
    document.cookie = consentCookie(value, window.location.protocol === 'https:');
    stored = fromCookie(document.cookie) === value;
  } catch {
    // cookies blocked
  }
  // storage blocked: write() is false and the cookie alone holds the answer
  if (landingConsent.write(value === 'yes' ? 'accepted' : 'rejected')) stored = true;
  return stored;
}
