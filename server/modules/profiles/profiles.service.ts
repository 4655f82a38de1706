// Staff profiles: a member's own, and their review (issue 13; docs/decisions/020).
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import type { ListProfilesInput, ProfileFields, ReviewProfileInput, StaffProfile } from '../../../shared/profiles.schema.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { IncomingFile } from '../../lib/incoming-file.js';
import type { AuditService } from '../audit/audit.service.js';

export interface ProfilesDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** DATA_DIR/uploads: avatars go to its staff/ folder. */
  uploadsDir: string;
  /** Called after any change the team page shows (an approval, a rejection). */
  changed: () => void;
}

const todo = (): never => {
  throw new Error('not implemented yet');
};

export class ProfilesService {
  constructor(private readonly deps: ProfilesDeps) {}

  async own(_user: SessionUser): Promise<StaffProfile> {
    return todo();
  }
  async save(_user: SessionUser, _input: ProfileFields): Promise<StaffProfile> {
    return todo();
  }
  async storeAvatar(_user: SessionUser, _file: IncomingFile): Promise<StaffProfile> {
    return todo();
  }
  async list(_input: ListProfilesInput): Promise<{ profiles: StaffProfile[]; total: number; page: number; pageSize: number }> {
    return todo();
  }
  async review(_reviewer: SessionUser, _input: ReviewProfileInput): Promise<StaffProfile> {
    return todo();
  }
}
