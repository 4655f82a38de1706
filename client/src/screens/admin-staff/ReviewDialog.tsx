// The review of one profile: the card as the team page will show it, in English and in Chinese;
// what only reviewers see (phone, account, dates, the previous rejection reason and note); then
// the decision: approve, reject (a reason is required: 'Please provide a reason for rejection.')
// or back to waiting, with an optional note to the member and the verified badge. Checked with
// the shared review schema; the server's refusals are shown in its words.
import '../../lib/zod-jitless';
import { useId, useRef, useState, type FormEvent } from 'react';
import { profileLimits, reviewProfileInput, type StaffProfile } from '../../../../shared/profiles.schema';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { CheckIcon, CrossIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { LanguageScope, pick, useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { departments } from '../../../../shared/departments';
import { useSite } from '../../lib/site-content';
import type { TeamMember } from '../../../../shared/team.schema';
import { MemberCard } from '../../features/team/MemberCard';
import { adminStaffCopy } from './admin-staff.copy';

interface ReviewDialogProps {
  /** null: closed. */
  profile: StaffProfile | null;
  onClose: () => void;
  onReviewed: (profile: StaffProfile) => void;
}

export function ReviewDialog({ profile, onClose, onReviewed }: ReviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={profile !== null} onClose={onClose} labelledBy={titleId} className="admin-dialog review-dialog">
      {profile && <ReviewForm key={profile.accountId} profile={profile} titleId={titleId} onClose={onClose} onReviewed={onReviewed} />}
    </Dialog>
  );
}

const reviewFields = ['reason', 'note', 'verified'] as const;
type Decision = 'approved' | 'rejected' | 'pending';

function ReviewForm({
  profile,
  titleId,
  onClose,
  onReviewed,
}: {
  profile: StaffProfile;
  titleId: string;
  onClose: () => void;
  onReviewed: (profile: StaffProfile) => void;
}) {
  const copy = useCopy(adminStaffCopy);
  const text = copy.review;
  const { language } = useI18n();
  const site = useSite();
  const form = useForm({ fields: reviewFields });
  const utils = trpc.useUtils();
  const review = trpc.profiles.review.useMutation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [verified, setVerified] = useState(profile.verified);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const topRef = useRef<HTMLHeadingElement>(null);
  const name = pick(language, profile.nameEn, profile.nameZh) || profile.username;
  const card = cardOf(profile, verified);

  // The reviewer reads the card first: focus starts on the dialog's title (its close button is next).
  useInitialFocus(topRef);

  const decide = (status: Decision) => {
    const input = form.validate(reviewProfileInput, { id: profile.accountId, status, reason, note, verified });
    if (!input) return;
    setDeciding(status);
    void form
      .submit(async () => {
        const saved = await review.mutateAsync(input);
        await Promise.all([utils.profiles.list.invalidate(), utils.staff.list.invalidate()]);
        onReviewed(saved);
      })
      .finally(() => setDeciding(null));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    decide('approved');
  };

  const failure = form.failure;
  const errorText = !failure
    ? null
    : failure.kind === 'invalid'
      ? copy.fixErrors
      : failure.kind === 'network'
        ? copy.network
        : failure.kind === 'failed'
          ? text.failed
          : failure.text;
  const reviewed = profile.reviewedAt
    ? profile.reviewedBy
      ? text.reviewedBy(profile.reviewedBy, formatMoment(language, profile.reviewedAt))
      : formatMoment(language, profile.reviewedAt)
    : text.never;

  return (
    <div className="dialog__content admin-dialog__content">
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="admin-dialog__title"
        title={text.title(name)}
        closeLabel={copy.close}
        onClose={onClose}
        titleRef={topRef}
      />
      <section aria-labelledby={`${titleId}-cards`} className="review-dialog__cards">
        <h3 id={`${titleId}-cards`}>{text.cardHeading}</h3>
        <div className="review-dialog__card-pair">
          <div className="review-dialog__card">
            <p className="review-dialog__card-language">{text.inEnglish}</p>
            <LanguageScope language="en">
              <ul className="team-grid review-dialog__member">
                <MemberCard member={card} linked={false} headingLevel={4} />
              </ul>
            </LanguageScope>
          </div>
          <div className="review-dialog__card">
            <p className="review-dialog__card-language">{text.inChinese}</p>
            <LanguageScope language="zh">
              <ul className="team-grid review-dialog__member">
                <MemberCard member={card} linked={false} headingLevel={4} />
              </ul>
            </LanguageScope>
          </div>
        </div>
      </section>
      <section aria-labelledby={`${titleId}-details`} className="review-dialog__details">
        <h3 id={`${titleId}-details`}>{text.detailsHeading}</h3>
        <dl>
          <div>
            <dt>{text.username}</dt>
            <dd>{profile.username}</dd>
          </div>
          <div>
            <dt>{text.department}</dt>
            <dd>
              {profile.department ? (site.departments.find((d) => d.id === profile.department)?.name ?? profile.department) : text.none}
            </dd>
          </div>
          <div>
            <dt>{text.phone}</dt>
            <dd>{profile.phone || text.none}</dd>
          </div>
          <div>
            <dt>{text.account}</dt>
            <dd>{profile.accountActive ? copy.staff.active : copy.staff.inactive}</dd>
          </div>
          <div>
            <dt>{text.submitted}</dt>
            <dd>{profile.submittedAt ? formatMoment(language, profile.submittedAt) : text.none}</dd>
          </div>
          <div>
            <dt>{text.lastReview}</dt>
            <dd>{reviewed}</dd>
          </div>
        </dl>
        {profile.published && profile.status !== 'approved' && <p className="review-dialog__note">{text.publishedNote}</p>}
        {profile.rejectionReason && (
          <div className="review-dialog__previous" data-previous-reason="">
            <p className="review-dialog__previous-label">{text.previousReason}</p>
            <p className="review-dialog__quote">{profile.rejectionReason}</p>
          </div>
        )}
        {profile.reviewNote && (
          <div className="review-dialog__previous">
            <p className="review-dialog__previous-label">{text.currentNote}</p>
            <p className="review-dialog__quote">{profile.reviewNote}</p>
          </div>
        )}
      </section>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="admin-dialog__form">
        <FormAlert className="admin-dialog__alert" error={errorText} />
        <fieldset disabled={form.submitting} className="admin-dialog__fields review-dialog__decision">
          <legend>{text.decision}</legend>
          <Field form={form} name="reason" label={text.reason} hint={text.reasonHint}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={profileLimits.reasonMax + 50}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  form.edited('reason');
                }}
              />
            )}
          </Field>
          <Field form={form} name="note" label={text.note} hint={text.noteHint}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={profileLimits.noteMax + 50}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  form.edited('note');
                }}
              />
            )}
          </Field>
          <Field form={form} name="verified" check label={text.verified} hint={text.verifiedHint}>
            {(control) => <input {...control} type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} />}
          </Field>
        </fieldset>
        <p className="admin-dialog__actions">
          {/* Told apart by colour and by their marks: approve green with a tick, reject red with a cross. */}
          <button type="submit" className="button button--approve" disabled={form.submitting} data-decision="approved">
            <CheckIcon />
            {deciding === 'approved' ? copy.saving : text.approve}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={form.submitting}
            onClick={() => decide('rejected')}
            data-decision="rejected"
          >
            <CrossIcon />
            {deciding === 'rejected' ? copy.saving : text.reject}
          </button>
          {profile.status !== 'pending' && (
            <button type="button" className="button button--secondary" disabled={form.submitting} onClick={() => decide('pending')}>
              {deciding === 'pending' ? copy.saving : text.pending}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose} disabled={form.submitting}>
            {copy.cancel}
          </button>
        </p>
      </form>
    </div>
  );
}

/** The team page's card of this version, with the verified badge as the reviewer is setting it (the card does not show the department). */
function cardOf(profile: StaffProfile, verified: boolean): TeamMember {
  const { username, nameEn, nameZh, positionEn, positionZh, bioEn, bioZh, email, linkedin, github, wechat, mbti, avatar } = profile;
  return {
    username,
    nameEn,
    nameZh,
    positionEn,
    positionZh,
    department: profile.department ?? departments[0],
    bioEn,
    bioZh,
    email,
    linkedin,
    github,
    wechat,
    mbti,
    avatar,
    verified,
  };
}
