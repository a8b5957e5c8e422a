import type { Profile } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const PROFILE_COLUMNS = 'id, full_name, avatar_url, email, plan';

export async function findProfile(q: Queryable, userId: string): Promise<Profile | null> {
  const { rows } = await q.query<Profile>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = $1`, [userId]);
  return rows[0] ?? null;
}

/** Sets only the fields given (undefined = keep); email and plan are never written here. */
export async function updateProfile(
  q: Queryable,
  userId: string,
  change: { fullName?: string | undefined; avatarUrl?: string | null | undefined },
): Promise<Profile | null> {
  const { rows } = await q.query<Profile>(
    `UPDATE profiles SET
       full_name = CASE WHEN $2::boolean THEN $3 ELSE full_name END,
       avatar_url = CASE WHEN $4::boolean THEN $5 ELSE avatar_url END,
       updated_at = now()
     WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
    [userId, change.fullName !== undefined, change.fullName ?? null, change.avatarUrl !== undefined, change.avatarUrl ?? null],
  );
  return rows[0] ?? null;
}
