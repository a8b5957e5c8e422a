import { defineStored, oneOf } from '@/lib/storage';

/** The announcement banner's dismissal flag (docs/decisions/120-landing-banners-and-seo.md): '1' once dismissed. */
export const ANNOUNCEMENT_KEY = 'ov_announcement_dismissed';
export const announcementDismissed = defineStored(ANNOUNCEMENT_KEY, oneOf(['1']), null, { raw: true });
