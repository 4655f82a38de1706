// The society's facts and texts (issue 26, docs/decisions/037): one record, read by every page
// and answer that names the society, saved whole by staff with manageContent. A save names the
// version it was made from (If-Match on REST, `version` over tRPC): another save since answers
// 412. Each save is a revision (who, when, which parts changed, the whole record) and an audit
// entry, in one transaction with the write; a restore is a save of an earlier revision's record.
import type { Kysely } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { Language } from '../../../shared/constants.js';
import {
  siteContent,
  siteContentFields,
  type AdminSite,
  type PublicSite,
  type SiteContent,
  type SiteRevision,
} from '../../../shared/site-content.schema.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Fresh } from '../../lib/read-cache.js';
import { loadTraditional } from '../../lib/traditional.js';
import { actorOf, type Actor, type AuditService } from '../audit/audit.service.js';
import * as repo from './site.repository.js';
import { publicSiteOf, traditionalSideOf } from '../../../shared/site-content.js';

/** The record as stored, parsed once per save. */
export interface StoredSite {
  version: number;
  content: SiteContent;
  hant: SiteContent;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The version a save was made from: a number, `*` (any: If-Match: *), or undefined (none said). */
export type ExpectedVersion = number | '*' | undefined;

export const revisionsListed = 100;

/** The parts of the record that differ. */
export function changedFields(before: SiteContent, after: SiteContent): Array<keyof SiteContent> {
  return siteContentFields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
}

interface SiteDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** After each save: the public reads that show the record load again. */
  changed: () => void;
}

export class SiteService {
  private stored: Promise<StoredSite> | undefined;

  constructor(private readonly deps: SiteDeps) {}

  /** The stored record, read from the database once per save (every page and mail reads it). A read that fails is not kept. */
  current(): Promise<StoredSite> {
    this.stored ??= this.load().catch((error: unknown) => {
      this.stored = undefined;
      throw error;
    });
    return this.stored;
  }

  private async load(): Promise<StoredSite> {
    const row = await repo.selectContent(this.deps.db);
    return {
      version: row.version,
      // Stored only after validation: parsed again all the same, so a hand-edited row cannot reach a page unchecked.
      content: siteContent.parse(JSON.parse(row.content)),
      hant: JSON.parse(row.content_zh_hant) as SiteContent,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  }

  /** GET /api/site: the record in one language. */
  async read(language: Language): Promise<Fresh<PublicSite>> {
    const site = await this.current();
    return { data: publicSiteOf(site.content, site.hant, site.version, language) };
  }

  /** GET /api/admin/site: both languages and the version to send back. */
  async admin(): Promise<AdminSite> {
    const site = await this.current();
    return { content: site.content, version: site.version, updatedAt: site.updatedAt, updatedBy: site.updatedBy };
  }

  async revisions(): Promise<SiteRevision[]> {
    const rows = await repo.selectRevisions(this.deps.db, revisionsListed);
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      at: row.at,
      by: row.actor_username,
      changed: JSON.parse(row.changed) as SiteRevision['changed'],
      restoredFrom: row.restored_from,
    }));
  }

  /** Saves the whole record, made from version `expected`. */
  save(actor: Actor, content: SiteContent, expected: ExpectedVersion): Promise<AdminSite> {
    return this.write(actor, content, expected, null);
  }

  /** Brings back the record of revision `id`: itself a new revision, checked against `expected` like a save. */
  async restore(actor: Actor, id: number, expected: ExpectedVersion): Promise<AdminSite> {
    const revision = await repo.selectRevision(this.deps.db, id);
    if (!revision) throw new AppError('NOT_FOUND');
    return this.write(actor, siteContent.parse(JSON.parse(revision.content)), expected, revision.id);
  }

  private async write(actor: Actor, content: SiteContent, expected: ExpectedVersion, restoredFrom: number | null): Promise<AdminSite> {
    if (expected === undefined) throw new AppError('VERSION_REQUIRED');
    // Converted once here, before the transaction: reads never convert.
    const convert = await loadTraditional();
    const hant = traditionalSideOf(content, convert);
    const at = this.deps.clock().toISOString();
    const who = actorOf(actor);
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectContent(trx);
      const from = expected === '*' ? row.version : expected;
      const before = JSON.parse(row.content) as SiteContent;
      const values = { content: JSON.stringify(content), content_zh_hant: JSON.stringify(hant), updated_at: at, updated_by: who.username };
      if (from !== row.version || !(await repo.updateContent(trx, from, values))) throw new AppError('STALE_VERSION');
      const changed = changedFields(before, content);
      const version = from + 1;
      await repo.insertRevision(trx, {
        version,
        at,
        actor_id: who.id,
        actor_username: who.username,
        changed: JSON.stringify(changed),
        content: values.content,
        restored_from: restoredFrom,
      });
      await this.deps.audit.record(
        {
          actor: who,
          action: restoredFrom === null ? 'site.update' : 'site.restore',
          entity: 'site',
          entityId: version,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: {
            ...Object.fromEntries(changed.map((field) => [field, content[field]])),
            ...(restoredFrom === null ? {} : { restoredFrom }),
          },
        },
        trx,
      );
      return { version };
    });
    this.stored = undefined;
    this.deps.changed();
    return { content, version: result.version, updatedAt: at, updatedBy: who.username };
  }
}
