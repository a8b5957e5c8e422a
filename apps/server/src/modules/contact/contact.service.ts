import type { ContactInput } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import * as repo from './contact.repository';

/** The public contact form: messages are stored for the team (the route limits how often an address may send). */
export function createContactService(db: Db) {
  return {
    send: (message: ContactInput, ip: string): Promise<string> => repo.insertContactMessage(db, message, ip),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
