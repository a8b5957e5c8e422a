import { z } from 'zod';
import { MARKETPLACE_PERSONAS, type MarketplacePersona } from '@ov/shared';
import { defineStored } from '@/lib/storage';

/** Spec §6: the persona is a local choice, remembered on this device, not tied to the account's role. */
export const MARKETPLACE_PERSONA_KEY = 'ov_marketplace_persona';
export const storedPersona = defineStored(MARKETPLACE_PERSONA_KEY, z.enum(MARKETPLACE_PERSONAS), 'startup' as MarketplacePersona, { raw: true });
