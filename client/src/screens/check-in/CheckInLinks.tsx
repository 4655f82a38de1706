// Managers only (issue 38, item 4): check-in links for volunteers. Make one (a label) and its QR
// code shows large with its address to copy (answered this once); the list of the event's links
// with their expiry, check-ins and state; revoke behind a question. The server allows these calls
// to event managers only, whatever this screen shows.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { CheckInLink } from '../../../../shared/check-in.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import type { NoticeControl } from '../../components/Notice';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import type { TrpcClient } from '../../lib/trpc';
import { checkInCopy } from './check-in.copy';

export function CheckInLinks({
  client,
  eventId,
  timeZone,
  notice,
}: {
  client: TrpcClient;
  eventId: number;
  timeZone: string;
  notice: NoticeControl;
}) {
  const copy = useCopy(checkInCopy);
  const { language } = useI18n();
  const [links, setLinks] = useState<CheckInLink[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [made, setMade] = useState<{ label: string; url: string; qrSvg: string } | null>(null);
  const [revoking, setRevoking] = useState<CheckInLink | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const when = (iso: string) => formatMoment(language, iso, { timeZone });

  const load = useCallback(async () => {
    try {
      setLinks((await client.checkIn.links.query({ id: eventId })).links);
      setLoadError(null);
    } catch (error) {
      setLoadError(callFailureText(error, copy.network, copy.linksLoadFailed));
    }
  }, [client, eventId, copy.network, copy.linksLoadFailed]);
  useEffect(() => {
    void load();
  }, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setCreateError(null);
    setCreating(true);
    try {
      const answer = await client.checkIn.createLink.mutate({ id: eventId, label });
      setMade({ label: answer.link.label, url: answer.url, qrSvg: answer.qrSvg });
      setLabel('');
      notice.show(copy.linkCreated(answer.link.label));
      await load();
    } catch (error) {
      setCreateError(callFailureText(error, copy.network, copy.failed));
    } finally {
      setCreating(false);
    }
  };

  const revoke = async () => {
    if (!revoking || revokeBusy) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      await client.checkIn.revokeLink.mutate({ id: eventId, linkId: revoking.id });
      notice.show(copy.revoked(revoking.label));
      setRevoking(null);
      await load();
    } catch (error) {
      setRevokeError(callFailureText(error, copy.network, copy.failed));
    } finally {
      setRevokeBusy(false);
    }
  };

  const copyUrl = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      notice.show(copy.copied);
    } catch {
      // the address stays selectable in its field
    }
  };

  const now = Date.now();
  return (
    <section className="check-in__links" aria-labelledby="check-in-links">
      <h2 id="check-in-links">{copy.linksHeading}</h2>
      <p>{copy.linksIntro}</p>
      <form className="check-in__inline-form" onSubmit={(event) => void create(event)} noValidate>
        <Field label={copy.linkLabel}>
          {(control) => <input {...control} required maxLength={60} value={label} onChange={(event) => setLabel(event.target.value)} />}
        </Field>
        <button type="submit" className="button" disabled={creating}>
          {creating ? copy.linkCreating : copy.linkCreate}
        </button>
      </form>
      <FormAlert className="check-in__alert" error={createError} />
      {made && (
        <div className="check-in__made" data-link-made="">
          <img
            className="check-in__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made.qrSvg)}`}
            alt={copy.linkQr(made.label)}
          />
          <Field label={copy.linkUrl}>
            {(control) => <input {...control} readOnly value={made.url} onFocus={(event) => event.target.select()} data-link-url="" />}
          </Field>
          <button type="button" className="button button--secondary" onClick={() => void copyUrl()}>
            {copy.copy}
          </button>
        </div>
      )}
      {loadError ? (
        <p className="form-error">{loadError}</p>
      ) : links && links.length === 0 ? (
        <p>{copy.linksEmpty}</p>
      ) : links ? (
        <div className="check-in__table-wrap">
          <table className="admin-table check-in__links-table">
            <thead>
              <tr>
                <th scope="col">{copy.linkCol.label}</th>
                <th scope="col">{copy.linkCol.expires}</th>
                <th scope="col">{copy.linkCol.checkIns}</th>
                <th scope="col">{copy.linkCol.state}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => {
                const live = !link.revokedAt && Date.parse(link.expiresAt) > now;
                return (
                  <tr key={link.id} data-link-id={link.id}>
                    <th scope="row">{link.label}</th>
                    <td>{when(link.expiresAt)}</td>
                    <td>{link.checkIns}</td>
                    <td>
                      {link.revokedAt ? copy.linkRevoked(when(link.revokedAt)) : live ? copy.linkLive : copy.linkExpired}
                      {live && (
                        <button
                          type="button"
                          className="button button--quiet check-in__revoke"
                          aria-haspopup="dialog"
                          aria-label={copy.revokeAbout(link.label)}
                          onClick={() => {
                            setRevokeError(null);
                            setRevoking(link);
                          }}
                        >
                          {copy.revoke}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={copy.revokeTitle}
        confirmLabel={revokeBusy ? copy.revoking : copy.revokeConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
        busy={revokeBusy}
        error={revokeError}
      >
        <p>{revoking && copy.revokeBody(revoking.label)}</p>
      </ConfirmDialog>
    </section>
  );
}
