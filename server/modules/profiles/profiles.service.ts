// Staff profiles: a member's own, and their review (issue 13; docs/decisions/020). Every change
// runs in one transaction with its audit entry; a change the team page shows (an approval, a
// rejection that takes a published version away) is announced through `changed` after commit,
// and avatar files no version refers to any more are removed after that.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import { responsiveImage } from '../../../shared/images.js';
import type { ListProfilesInput, ProfileFields, ReviewProfileInput, StaffProfile } from '../../../shared/profiles.schema.js';
import { pageOf } from '../../../shared/paging.js';
import { mayReviewProfile } from '../../../shared/staff-rules.js';
import { uploadLimits } from '../../../shared/uploads.schema.js';
import type { Database, ProfileFieldColumns } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { IncomingFile } from '../../lib/incoming-file.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import {
  emptyProfileFields,
  emptyTraditionalColumns,
  profileFieldsOf,
  traditionalColumnsOf,
  traditionalProfileColumns,
} from './profile-fields.js';
import * as repo from './profiles.repository.js';

export interface ProfilesDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** Receives and re-encodes the avatar (the one image pipeline, one encode at a time). */
  uploads: UploadsService;
  /** DATA_DIR/uploads: avatars go to its staff/ folder. */
  uploadsDir: string;
  /** Called after any change the team page shows (an approval, a rejection). */
  changed: () => void;
}

/** The path under which the site serves a file of DATA_DIR/uploads/staff. */
export const avatarsPath = '/uploads/staff/';

const notFound = () => new AppError('NOT_FOUND', 'errors.profileNotFound');

function toProfile(row: repo.ProfileRow): StaffProfile {
  return {
    accountId: row.account_id,
    username: row.username,
    accountActive: row.is_active === 1,
    status: row.status,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    positionEn: row.position_en,
    positionZh: row.position_zh,
    department: row.department,
    bioEn: row.bio_en,
    bioZh: row.bio_zh,
    nameZhHant: row.name_zh_hant_override,
    positionZhHant: row.position_zh_hant_override,
    bioZhHant: row.bio_zh_hant_override,
    email: row.email,
    phone: row.phone,
    linkedin: row.linkedin,
    github: row.github,
    wechat: row.wechat,
    mbti: row.mbti,
    avatar: row.avatar,
    rejectionReason: row.rejection_reason,
    reviewNote: row.review_note,
    verified: row.verified === 1,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewer_username,
    published: row.published_account_id !== null,
    pastTeamsContact: row.past_teams_contact === 1,
  };
}

/** What an account that never saved a profile or uploaded an avatar sees: an empty row, mapped. */
function emptyProfile(user: SessionUser, pastTeamsContact: boolean): StaffProfile {
  return toProfile({
    past_teams_contact: pastTeamsContact ? 1 : 0,
    ...emptyProfileFields,
    ...emptyTraditionalColumns,
    account_id: user.id,
    username: user.username,
    is_active: user.isActive ? 1 : 0,
    status: 'new',
    rejection_reason: null,
    review_note: null,
    verified: 0,
    submitted_at: null,
    reviewed_at: null,
    reviewed_by: null,
    updated_at: '',
    reviewer_username: null,
    published_account_id: null,
  });
}

/** The member's fields as columns (the avatar has its own route and is not among them). */
function toColumns(input: ProfileFields): Omit<ProfileFieldColumns, 'avatar'> & {
  name_zh_hant_override: string;
  position_zh_hant_override: string;
  bio_zh_hant_override: string;
} {
  return {
    name_zh_hant_override: input.nameZhHant,
    position_zh_hant_override: input.positionZhHant,
    bio_zh_hant_override: input.bioZhHant,
    name_en: input.nameEn,
    name_zh: input.nameZh,
    position_en: input.positionEn,
    position_zh: input.positionZh,
    department: input.department,
    bio_en: input.bioEn,
    bio_zh: input.bioZh,
    email: input.email,
    phone: input.phone,
    linkedin: input.linkedin,
    github: input.github,
    wechat: input.wechat,
    mbti: input.mbti,
  };
}

export class ProfilesService {
  /** Where avatars live; served at /uploads/staff/ and /static/staff/. */
  readonly avatarsDir: string;

  constructor(private readonly deps: ProfilesDeps) {
    this.avatarsDir = path.join(deps.uploadsDir, 'staff');
  }

  /** The member's saved profile and its review; status new and empty fields before the first save. */
  async own(user: SessionUser): Promise<StaffProfile> {
    const row = await repo.selectProfile(this.deps.db, user.id);
    return row ? toProfile(row) : emptyProfile(user, await repo.selectPastTeamsContact(this.deps.db, user.id));
  }

  /**
   * Whether the member's contact fields stay on the past teams they were on once they are no
   * longer on the current team (docs/decisions/041). Set at once, without review (it shows only
   * what a review approved then), by any signed-in account: a leaver's is deactivated.
   */
  async setPastTeamsContact(user: SessionUser, keep: boolean): Promise<StaffProfile> {
    const profile = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectPastTeamsContact(trx, user.id);
      await repo.updatePastTeamsContact(trx, user.id, keep);
      if (before !== keep) {
        await this.deps.audit.record(
          {
            actor: actorOf(user),
            action: 'profile.pastTeamsContact',
            entity: 'profile',
            entityId: user.id,
            before: { pastTeamsContact: before },
            after: { pastTeamsContact: keep },
          },
          trx,
        );
      }
      const row = await repo.selectProfile(trx, user.id);
      return row ? toProfile(row) : emptyProfile(user, keep);
    });
    this.deps.changed();
    return profile;
  }

  /**
   * Replaces the member's fields and sends them for review (pending). The last rejection's
   * reason and the reviewer's note stay until the next review; the published version, if any,
   * stays on the team page until a reviewer approves this one. Active accounts only (the
   * procedure's rule).
   */
  async save(user: SessionUser, input: ProfileFields): Promise<StaffProfile> {
    const now = this.deps.clock().toISOString();
    // Converted once, here: the team page reads the stored Traditional (docs/decisions/036).
    const converted = await traditionalProfileColumns({ name_zh: input.nameZh, position_zh: input.positionZh, bio_zh: input.bioZh });
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectProfile(trx, user.id);
      const change = { ...toColumns(input), ...converted, status: 'pending' as const, submitted_at: now, updated_at: now };
      if (before) await repo.updateProfile(trx, user.id, change);
      else await repo.insertProfile(trx, { account_id: user.id, ...change, avatar: null, verified: 0 });
      const after = toProfile((await repo.selectProfile(trx, user.id))!);
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'profile.save',
          entity: 'profile',
          entityId: user.id,
          before: before ? toProfile(before) : null,
          after,
        },
        trx,
      );
      return after;
    });
  }

  /**
   * A new avatar: cropped square and re-encoded (the upload rules of decision 016), stored
   * under DATA_DIR/uploads/staff/, and set on the saved version. A submitted profile goes back
   * to pending (the team page keeps the published avatar until an approval); a new one stays
   * new. The replaced avatar's files go once no version shows it.
   */
  async storeAvatar(user: SessionUser, incoming: IncomingFile): Promise<StaffProfile> {
    let replaced: string | null = null;
    const profile = await this.deps.uploads.receive(
      incoming,
      this.avatarsDir,
      { kind: 'avatar', square: uploadLimits.avatarSide },
      async (encoded) => {
        const avatar = `${avatarsPath}${encoded.fallback.name}`;
        const now = this.deps.clock().toISOString();
        return this.deps.db.transaction().execute(async (trx) => {
          const before = await repo.selectProfile(trx, user.id);
          if (!before)
            await repo.insertProfile(trx, {
              account_id: user.id,
              ...emptyProfileFields,
              avatar,
              status: 'new',
              verified: 0,
              updated_at: now,
            });
          else if (before.status === 'new') await repo.updateProfile(trx, user.id, { avatar, updated_at: now });
          else await repo.updateProfile(trx, user.id, { avatar, status: 'pending', submitted_at: now, updated_at: now });
          const after = toProfile((await repo.selectProfile(trx, user.id))!);
          await this.deps.audit.record(
            {
              actor: actorOf(user),
              action: 'profile.avatar',
              entity: 'profile',
              entityId: user.id,
              before: before ? toProfile(before) : null,
              after,
            },
            trx,
          );
          replaced = before?.avatar ?? null;
          return after;
        });
      },
    );
    await this.forgetAvatars([replaced]);
    return profile;
  }

  /** Submitted profiles for reviewers: by status (pending by default), oldest submission first. */
  async list(input: ListProfilesInput): Promise<{ profiles: StaffProfile[]; total: number; page: number; pageSize: number }> {
    const { page, pageSize, offset } = pageOf(input);
    const filter: repo.ProfileFilter = { status: input?.status ?? 'pending', q: input?.q };
    const [rows, total] = await Promise.all([
      repo.selectProfiles(this.deps.db, filter, pageSize, offset),
      repo.countProfiles(this.deps.db, filter),
    ]);
    return { profiles: rows.map(toProfile), total, page, pageSize };
  }

  /**
   * A reviewer's decision (docs/decisions/020): approved publishes the saved version and clears
   * the reason; rejected (a reason required) stores it and takes the published version away;
   * pending clears the reason and leaves the published version as it is. The note is replaced by
   * the review's (none when empty); verified changes only when given. 404 for an account that
   * has not submitted; a reviewer who is not an admin cannot review their own profile.
   */
  async review(reviewer: SessionUser, input: ReviewProfileInput): Promise<StaffProfile> {
    const { id, status } = input;
    const reason = (input.reason ?? '').trim();
    const note = (input.note ?? '').trim();
    // The schema refuses it first; this holds for any other caller.
    if (status === 'rejected' && reason === '') throw new AppError('BAD_REQUEST', 'validation.reasonRequired');
    if (!mayReviewProfile(reviewer, id)) throw new AppError('FORBIDDEN', 'errors.selfReview');
    const now = this.deps.clock().toISOString();

    const { after, publishedChanged, unshown } = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectProfile(trx, id);
      if (!before || before.status === 'new') throw notFound();
      const published = await repo.selectPublished(trx, id);
      const verified = input.verified === undefined ? before.verified : input.verified ? 1 : 0;
      await repo.updateProfile(trx, id, {
        status,
        rejection_reason: status === 'rejected' ? reason : null,
        review_note: note === '' ? null : note,
        verified,
        reviewed_at: now,
        reviewed_by: reviewer.id,
      });
      let publishedChanged = false;
      /** Avatars the published version showed and no longer does. */
      const unshown: Array<string | null> = [];
      if (status === 'approved') {
        await repo.upsertPublished(trx, {
          account_id: id,
          ...profileFieldsOf(before),
          ...traditionalColumnsOf(before),
          verified,
          approved_at: now,
        });
        publishedChanged = true;
        if (published && published.avatar !== before.avatar) unshown.push(published.avatar);
      } else if (status === 'rejected' && published) {
        await repo.deletePublished(trx, id);
        publishedChanged = true;
        unshown.push(published.avatar);
      }
      const after = toProfile((await repo.selectProfile(trx, id))!);
      await this.deps.audit.record(
        { actor: actorOf(reviewer), action: 'profile.review', entity: 'profile', entityId: id, before: toProfile(before), after },
        trx,
      );
      return { after, publishedChanged, unshown };
    });
    if (publishedChanged) this.deps.changed();
    await this.forgetAvatars(unshown);
    return after;
  }

  /**
   * Removes the files of each avatar that neither a saved nor a published version shows any
   * more (call it after the change that let it go has committed). Once unused, an avatar stays
   * unused: only an upload names a new one, and an approval copies the saved version's. Only
   * files this service named are touched (an imported bare file name is left alone).
   */
  /** The avatars these accounts' profiles show (read before deleting them, in that transaction). */
  avatarsOf(accountIds: readonly number[], db: Kysely<Database> = this.deps.db): Promise<string[]> {
    return repo.avatarsOf(db, accountIds);
  }

  async forgetAvatars(avatars: ReadonlyArray<string | null>): Promise<void> {
    for (const avatar of new Set(avatars)) {
      if (avatar === null || !avatar.startsWith(avatarsPath)) continue;
      if (await repo.avatarInUse(this.deps.db, avatar)) continue;
      await Promise.all(avatarFiles(avatar).map((name) => fs.promises.rm(path.join(this.avatarsDir, name), { force: true })));
    }
  }
}

/**
 * The file names of an avatar stored at `avatar`: its JPEG and its WebP copies, derived as the
 * client derives them (shared/images.ts responsiveImage), so what is removed is what was shown.
 */
export function avatarFiles(avatar: string): string[] {
  const image = responsiveImage(avatar);
  if (!image.srcSet) return [];
  return [image.src, ...image.srcSet.split(', ').map((entry) => entry.split(' ')[0]!)].map((url) => path.posix.basename(url));
}
