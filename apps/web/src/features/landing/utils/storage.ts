/** localStorage that never throws (private mode, blocked storage): the page works, choices last for the visit. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Spec §3: ov_cookie_consent is 'accepted' or 'rejected'. */
export const COOKIE_CONSENT_KEY = 'ov_cookie_consent';
/** The announcement banner's dismissal flag (docs/decisions/120-landing-banners.md). */
export const ANNOUNCEMENT_KEY = 'ov_announcement_dismissed';
