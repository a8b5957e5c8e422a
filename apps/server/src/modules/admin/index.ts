export { createAdminRoutes } from './admin.routes';
