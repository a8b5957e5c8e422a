export { createProjectsService } from './projects.service';
export type { ProjectsService } from './projects.service';
export { createProjectsRoutes } from './projects.routes';
export { canRead, canWrite } from './projects.policy';
