import { z } from 'zod/mini';
import { defineStored } from '@/lib/storage';

/** The announcement banner's dismissal flag (docs/decisions/120-landing-banners-and-seo.md): '1' once dismissed. */
export const ANNOUNCEMENT_KEY = 'ov_announcement_dismissed';
export const announcementDismissed = defineStored(ANNOUNCEMENT_KEY, z.literal('1'), null, { raw: true });
