import { z } from 'zod';
import { MARKETPLACE_PERSONAS, type MarketplacePersona } from '@ov/shared';
import { defineStored } from '@/lib/storage';

/** Spec §6: the persona is a local choice, remembered on this device, not tied to the account's role. */
export const MARKETPLACE_PERSONA_KEY = 'ov_marketplace_persona';
export const storedPersona = defineStored(MARKETPLACE_PERSONA_KEY, z.enum(MARKETPLACE_PERSONAS), null as MarketplacePersona | null, { raw: true });

/**
 * The view shown until the person picks one (decision 285): an investor's account opens on the investor's view, a
 * ministry's on the government's, anyone else (or a visitor) on the startup's. It grants nothing: the server checks the role.
 */
export function personaForRoles(roles: readonly string[] | undefined): MarketplacePersona {
  if (roles?.includes('investor')) return 'investor';
  if (roles?.some((r) => r.startsWith('ministry_'))) return 'government';
  return 'startup';
}
