import { isMinistryRole, type ProjectVisibility } from '@ov/shared';
import type { AuthUser } from '../../platform/http/app-env';

// DESIGN section 5; docs/decisions/006-projects-access.md.

/** Owner; everyone when public; ministry roles and admins when ministry_only; nobody else. */
export function canRead(user: AuthUser | null, project: { user_id: string; visibility: ProjectVisibility }): boolean {
  if (user && user.id === project.user_id) return true;
  if (project.visibility === 'public') return true;
  if (project.visibility === 'ministry_only') return !!user && user.roles.some((r) => r === 'admin' || isMinistryRole(r));
  return false;
}

/** Only the owner updates or deletes. */
export const canWrite = (user: AuthUser | null, project: { user_id: string }): boolean => !!user && user.id === project.user_id;

/**
 * Past versions: the owner only. A snapshot keeps the visibility it had when saved in its content,
 * not in any access rule, so reading history by today's visibility would publish drafts saved while
 * the project was private. Admins get no exception (DESIGN §5 gives them ministry_only projects,
 * not private work). See docs/decisions/016-project-versions-owner-only.md.
 */
export const canReadHistory = (user: AuthUser | null, project: { user_id: string }): boolean => !!user && user.id === project.user_id;
