// Check-in at the door (issue 38, docs/decisions/052): tickets by code, check-ins by ticket or by
// name (the first stands; a second scan is told when, and by which device), the guest list an
// offline scanner keeps (names and the tickets' hashes only), its queue synced when back online,
// walk-ins, and volunteers' check-in links scoped to one event until it ends.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import type {
  CheckInLink,
  CheckInList,
  CheckInOutput,
  checkInInput,
  createCheckInLinkInput,
  SyncCheckInsOutput,
  syncCheckInsInput,
  Ticket,
  walkInInput,
} from '../../../shared/check-in.schema.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { RegistrationsService } from '../registrations/registrations.service.js';

/** A live check-in link, as the service found it by its token. */
export interface LiveLink {
  id: number;
  eventId: number;
  label: string;
  expiresAt: string;
}

/** Who checks in: an event manager (signed in), or a volunteer's link (only for its event). */
export type CheckInAccess = { kind: 'manager'; user: Actor } | { kind: 'link'; link: LiveLink };

export interface CheckInDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  registrations: RegistrationsService;
  /** PUBLIC_ORIGIN: the ticket's and the link's addresses. */
  publicOrigin: string;
  /** Called after a check-in or a walk-in (the cached events answers count seats). */
  changed: () => void;
}

const notBuilt = (): never => {
  throw new AppError('SERVICE_UNAVAILABLE');
};

export class CheckInService {
  constructor(private readonly deps: CheckInDeps) {}

  async ticket(_code: string): Promise<Ticket> {
    return notBuilt();
  }

  /** The link of a token, if it is live (not revoked, before its event's end); 401 otherwise. */
  async liveLink(_token: string): Promise<LiveLink> {
    return notBuilt();
  }

  async linkInfo(_token: string): Promise<{ event: CheckInList['event']; label: string; expiresAt: string }> {
    return notBuilt();
  }

  async checkIn(_access: CheckInAccess, _input: z.output<typeof checkInInput>): Promise<CheckInOutput> {
    return notBuilt();
  }

  async list(_access: CheckInAccess, _eventId: number): Promise<CheckInList> {
    return notBuilt();
  }

  async sync(_access: CheckInAccess, _input: z.output<typeof syncCheckInsInput>): Promise<SyncCheckInsOutput> {
    return notBuilt();
  }

  async walkIn(_access: CheckInAccess, _input: z.output<typeof walkInInput> & { language: Language }): Promise<CheckInOutput> {
    return notBuilt();
  }

  async links(_eventId: number): Promise<{ links: CheckInLink[] }> {
    return notBuilt();
  }

  async createLink(
    _user: Actor,
    _input: z.output<typeof createCheckInLinkInput>,
  ): Promise<{ link: CheckInLink; url: string; qrSvg: string }> {
    return notBuilt();
  }

  async revokeLink(_user: Actor, _eventId: number, _linkId: number): Promise<CheckInLink> {
    return notBuilt();
  }
}
