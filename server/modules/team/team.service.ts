// The public team page's reads (issue 13): approved profiles of active accounts.
import type { Kysely } from 'kysely';
import type { Department } from '../../../shared/departments.js';
import type { DepartmentsOutput, TeamOutput } from '../../../shared/team.schema.js';
import type { Database } from '../../db/schema.js';
import type { Fresh } from '../../lib/read-cache.js';

const todo = (): never => {
  throw new Error('not implemented yet');
};

export class TeamService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(_department?: Department): Promise<Fresh<TeamOutput>> {
    return todo();
  }
  async departments(): Promise<Fresh<DepartmentsOutput>> {
    return todo();
  }
}
