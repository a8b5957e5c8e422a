export { createProfileRoutes, createRolesRoutes } from './profile.routes';
