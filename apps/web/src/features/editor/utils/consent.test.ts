import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_S, consentCookie, hasConsent, readConsent, writeConsent } from './consent';

describe('ov_consent cookie', () => {
  it('reads only yes or no, among other cookies', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('a=1; ov_consent=yes; b=2')).toBe('yes');
    expect(readConsent('ov_consent=no')).toBe('no');
    expect(readConsent('ov_consent=maybe')).toBeNull();
    expect(readConsent('x_ov_consent=yes')).toBeNull();
  });

  it('is written for 180 days, SameSite Lax, on every path, Secure only over HTTPS', () => {
    expect(CONSENT_MAX_AGE_S).toBe(15_552_000);
    expect(consentCookie('yes', false)).toBe('ov_consent=yes; Path=/; Max-Age=15552000; SameSite=Lax');
    expect(consentCookie('no', true)).toBe('ov_consent=no; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
  });

  it('stores the answer in document.cookie; optional cookies need an explicit yes', () => {
    expect(hasConsent()).toBe(false);
    expect(writeConsent('no')).toBe(true);
    expect(readConsent()).toBe('no');
    expect(hasConsent()).toBe(false);
    writeConsent('yes');
    expect(document.cookie).toContain('ov_consent=yes');
    expect(hasConsent()).toBe(true);
  });
});
