export { createContactRoutes } from './contact.routes';
