import type { Role } from '@ov/shared';

/** The caller as proven by a verified access token; never taken from a request body. */
export type AuthUser = {
  id: string;
  email: string;
  roles: Role[];
  /** Two-factor authentication is on (decision 210); absent means off. */
  mfaEnabled?: boolean;
};

/** Hono environment shared by every module: `c.get('user')` is null for anonymous callers. */
export type AppEnv = {
  Variables: {
    user: AuthUser | null;
    /** The session (refresh-token family) the access token belongs to; null for anonymous callers. */
    sessionId: string | null;
    requestId: string;
    /** The client's address: the TCP peer, or X-Forwarded-For's as far as TRUST_PROXY allows. */
    clientIp: string;
  };
};
