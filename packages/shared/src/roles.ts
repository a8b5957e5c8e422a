export const ROLES = [
  'developer',
  'investor',
  'ministry_interior',
  'ministry_security',
  'ministry_defense',
  'admin',
  'user',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles a person may choose at sign-up; every other role is granted by an admin. */
export const SELF_SERVICE_ROLES = ['developer', 'investor'] as const satisfies readonly Role[];

export const isMinistryRole = (role: Role): boolean => role.startsWith('ministry_');
