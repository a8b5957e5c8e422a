// Deployment of store versions on the platform (issue 17 items 4–5). Decisions 186–188.
export { createDeployService, type DeployService } from './deploy.service';
export { createDeployRoutes, createDeployedAppRoutes, deployedAppCsp } from './deploy.routes';
