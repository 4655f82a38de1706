// Registration for events (issue 23): capacity, the waitlist in order, the deadline, once per
// mailbox, the mails (confirmation with the event's .ics, waitlist, promotion, reminder,
// cancellation), check-in and the guest list. Every change in the audit log.
// SKELETON of the contract: the registration helper builds it (issue 23 base).
import type { z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import type {
  ListRegistrationsOutput,
  Registration,
  RegistrationByToken,
  RegisterOutput,
  registerInput,
} from '../../../shared/registrations.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../audit/audit.service.js';

export type RegisterWrite = z.output<typeof registerInput> & { language: Language };

const notBuilt = () => new AppError('SERVICE_UNAVAILABLE');

export class RegistrationsService {
  async register(_input: RegisterWrite): Promise<RegisterOutput> {
    throw notBuilt();
  }
  async byToken(_eventId: number, _token: string): Promise<RegistrationByToken> {
    throw notBuilt();
  }
  async cancel(_eventId: number, _token: string): Promise<{ eventId: number; status: 'cancelled' }> {
    throw notBuilt();
  }
  async list(_eventId: number): Promise<ListRegistrationsOutput> {
    throw notBuilt();
  }
  async setAttended(_actor: Actor, _eventId: number, _registrationId: number, _attended: boolean): Promise<Registration> {
    throw notBuilt();
  }
}
