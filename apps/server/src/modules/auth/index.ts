export { createAuthService } from './auth.service';
export type { AuthService } from './auth.service';
export { createAuthRoutes } from './auth.routes';
export { authenticate } from './auth.middleware';
export { ensureAdmin } from './admin-bootstrap';
export { createPasswordService, PASSWORD_RATE_RULES } from './password.service';
export type { PasswordService } from './password.service';
export { createPasswordAdminRoutes } from './password-admin.routes';
export { createSmtpMailer, type Mailer } from './mailer';
