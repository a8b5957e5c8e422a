export { createContactRoutes } from './contact.routes';
export { createContactService, type ContactService } from './contact.service';
export { listContactMessages, markContactHandled, type ContactRow } from './contact.repository';
