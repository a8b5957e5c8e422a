export { createContactRoutes } from './contact.routes';
export { createContactService, type ContactService } from './contact.service';
