import type { Profile, Role, UpdateProfileInput } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { listUserRoles } from '../auth';
import * as repo from './profile.repository';

const notFound = () => new AppError(404, 'not_found', 'Profile not found');

/** The caller's own profile: full_name and avatar_url are writable, email and plan are not. */
export function createProfileService(db: Db) {
  return {
    async get(userId: string): Promise<Profile> {
      const profile = await repo.findProfile(db, userId);
      if (!profile) throw notFound();
      return profile;
    },

    /** An empty avatar_url clears the avatar. */
    async update(userId: string, input: UpdateProfileInput): Promise<Profile> {
      const avatarUrl = input.avatar_url === '' ? null : input.avatar_url;
      const profile = await repo.updateProfile(db, userId, { fullName: input.full_name, avatarUrl });
      if (!profile) throw notFound();
      return profile;
    },

    roles: (userId: string): Promise<Role[]> => listUserRoles(db, userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
