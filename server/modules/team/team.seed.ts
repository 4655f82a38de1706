// Demo team members for an empty database (no accounts at all): one per department, in English
// and Chinese (one with an English name only, one with a Chinese name only, as real profiles
// are), published as a reviewer's approval leaves them, without avatars (the cards show
// initials). Their accounts have a password nobody knows: a staff manager gives them one, or
// deletes them, once the site is real.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ProfileFieldColumns } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Passwords } from '../../lib/passwords.js';
import { countAccounts, insertAccount } from '../accounts/index.js';
import { emptyProfileFields, traditionalProfileColumns } from '../profiles/profile-fields.js';
import { insertApprovedProfile } from './team.repository.js';

interface DemoMember {
  username: string;
  verified?: boolean;
  profile: Partial<ProfileFieldColumns> & Pick<ProfileFieldColumns, 'department' | 'email'>;
}

const demoMembers: DemoMember[] = [
  {
    username: 'chen.jiayi',
    verified: true,
    profile: {
      name_en: 'Jiayi Chen',
      name_zh: '陈佳怡',
      position_en: 'President',
      position_zh: '会长',
      department: 'executive_committee',
      bio_en:
        'A fourth-year music and economics student who first came to the society for the dumplings and stayed for the people. She chairs the committee and hosts the New Year Concert.',
      bio_zh: '音乐与经济学专业大四学生。最初是为了饺子而来，后来因为这里的人留了下来。负责主持执委会工作，也是新年音乐会的主持人。',
      email: 'president@example.org',
      mbti: 'ENFJ',
    },
  },
  {
    username: 'lin.xiaoyu',
    verified: true,
    profile: {
      name_en: 'Xiaoyu Lin',
      name_zh: '林晓雨',
      position_en: 'Head of Arts',
      position_zh: '艺术部部长',
      department: 'arts',
      bio_en: 'Plays the guqin and leads the Qin Society sessions. Ask her about "Flowing Water".',
      bio_zh: '弹古琴，带领古琴社雅集。想聊《流水》，找她就对了。',
      email: 'arts@example.org',
      wechat: 'xiaoyu_qin',
    },
  },
  {
    username: 'priya.nair',
    profile: {
      name_en: 'Priya Nair',
      position_en: 'Career Coordinator',
      position_zh: '职业发展协调人',
      department: 'career',
      bio_en: 'Connects members with alumni mentors and organises our industry nights.',
      email: 'career@example.org',
      mbti: 'ISTJ',
    },
  },
  {
    username: 'zhao.ming',
    profile: {
      name_zh: '赵明',
      position_en: 'Events Logistics Lead',
      position_zh: '活动统筹负责人',
      department: 'operation',
      bio_zh: '场地、志愿者和流程表都归他管。活动当天最早到、最晚走的人。',
      email: 'operation@example.org',
    },
  },
  {
    username: 'emily.zhang',
    profile: {
      name_en: 'Emily Zhang',
      name_zh: '张艺琳',
      position_en: 'Web & Media Lead',
      position_zh: '网络与媒体负责人',
      department: 'support',
      bio_en: 'Takes the concert photos and looks after this website.',
      bio_zh: '负责音乐会摄影，也照看着这个网站。',
      email: 'media@example.org',
      mbti: 'INTP',
    },
  },
  {
    username: 'kevin.liu',
    profile: {
      name_en: 'Kevin Liu',
      name_zh: '刘凯文',
      position_en: 'Outreach Lead',
      position_zh: '校园推广负责人',
      department: 'engagement',
      bio_en: 'You have probably met him at the clubs fair.',
      bio_zh: '你多半在社团招新日见过他。',
      email: 'outreach@example.org',
      wechat: 'kevin_ccs',
      mbti: 'ENFP',
    },
  },
];

export interface SeedTeamDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  clock: Clock;
  /** Called once the members are in (the team read cache is stale). */
  changed: () => void;
}

/** Seeds the demo team when there are no accounts at all. Returns how many members it added. */
export async function seedDemoTeam(deps: SeedTeamDeps): Promise<number> {
  if ((await countAccounts(deps.db)) > 0) return 0;
  // One hash of 256 random bits, forgotten at once: no password signs these accounts in.
  const passwordHash = await deps.passwords.hash(randomBytes(32).toString('base64url'));
  const now = deps.clock().toISOString();
  // Their Traditional texts converted once, before the transaction (docs/decisions/036).
  const profiles = await Promise.all(
    demoMembers.map(async (member) => {
      const fields = { ...emptyProfileFields, ...member.profile };
      return { fields, traditional: await traditionalProfileColumns(fields) };
    }),
  );
  const added = await deps.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: an account made meanwhile (create-admin) wins.
    if ((await countAccounts(trx)) > 0) return 0;
    for (const [index, member] of demoMembers.entries()) {
      const id = await insertAccount(trx, {
        username: member.username,
        email: member.profile.email,
        passwordHash,
        role: 'staff',
        isActive: true,
        createdAt: now,
        displayOrder: index * 10,
      });
      const { fields, traditional } = profiles[index]!;
      await insertApprovedProfile(trx, id, fields, member.verified ?? false, now, traditional);
    }
    return demoMembers.length;
  });
  if (added) deps.changed();
  return added;
}
