export { createAuthService } from './auth.service';
export type { AuthService } from './auth.service';
export { createAuthRoutes } from './auth.routes';
export { authenticate } from './auth.middleware';
export { ensureAdmin } from './admin-bootstrap';
