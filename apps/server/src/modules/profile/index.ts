export { createProfileRoutes, createRolesRoutes } from './profile.routes';
export { createProfileService, type ProfileService } from './profile.service';
