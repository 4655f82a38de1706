// Staff accounts as staff managers change them (issue 13; docs/decisions/020).
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import type { CreateStaffInput, ListStaffInput, StaffAccount, UpdateStaffInput } from '../../../shared/staff.schema.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Passwords } from '../../lib/passwords.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';

export interface StaffDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  audit: AuditService;
  auth: AuthService;
  /** Called after any change the team page shows (an account's activity, order, deletion). */
  changed: () => void;
}

const todo = (): never => {
  throw new Error('not implemented yet');
};

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  async list(_input: ListStaffInput): Promise<{ staff: StaffAccount[]; total: number; page: number; pageSize: number }> {
    return todo();
  }
  async create(_actor: SessionUser, _input: CreateStaffInput): Promise<StaffAccount> {
    return todo();
  }
  async update(_actor: SessionUser, _input: UpdateStaffInput): Promise<StaffAccount> {
    return todo();
  }
  async delete(_actor: SessionUser, _ids: number[]): Promise<{ count: number }> {
    return todo();
  }
  async setActive(_actor: SessionUser, _ids: number[], _isActive: boolean): Promise<{ count: number }> {
    return todo();
  }
}
