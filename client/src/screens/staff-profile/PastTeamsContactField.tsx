// Whether the past teams a member was on keep their contact details once they are no longer on
// the current team (decision 041): one checkbox, saved as it changes (no review, so not part of
// the profile's form), open to any signed-in account, a deactivated leaver's too. Its outcome is
// said beside it: saved, or the error with the box back as it was.
import { useState } from 'react';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc-react';
import { staffProfileCopy } from './staff-profile.copy';

export function PastTeamsContactField({ profile, onSaved }: { profile: StaffProfile; onSaved: (next: StaffProfile) => void }) {
  const copy = useCopy(staffProfileCopy);
  const [keep, setKeep] = useState(profile.pastTeamsContact);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const save = trpc.profiles.setPastTeamsContact.useMutation();

  const onChange = (next: boolean) => {
    // Not disabled while saving (a disabled box loses focus, and a keyboard user their place): a
    // change made meanwhile waits for the save under way.
    if (save.isPending) return;
    setKeep(next);
    setOutcome(null);
    save.mutate(
      { keep: next },
      {
        onSuccess: ({ profile: saved }) => {
          setKeep(saved.pastTeamsContact);
          setOutcome('saved');
          onSaved(saved);
        },
        onError: () => {
          setKeep(!next);
          setOutcome('failed');
        },
      },
    );
  };

  return (
    <section className="staff-profile__past-contact" aria-labelledby="past-contact-heading" data-past-teams-contact="">
      <h2 id="past-contact-heading" className="staff-profile__section-title">
        {copy.pastContactHeading}
      </h2>
      <Field check label={copy.pastContactLabel} hint={copy.pastContactHint}>
        {(control) => (
          <input {...control} type="checkbox" checked={keep} aria-busy={save.isPending} onChange={(e) => onChange(e.target.checked)} />
        )}
      </Field>
      <p role="status" className="staff-profile__past-contact-status">
        {outcome === 'saved' ? (keep ? copy.pastContactSavedOn : copy.pastContactSavedOff) : null}
      </p>
      <FormAlert className="staff-profile__past-contact-alert" error={outcome === 'failed' ? copy.pastContactFailed : null} />
    </section>
  );
}
