// The society's facts and texts (/admin/site, issue 26; decision 037): behind its guard
// (manageContent), a form in sections with English and Chinese side by side (stacked on narrow
// screens), a preview of the home page's figures and the footer, Save with each field's error in
// the user's language, and the revisions with Restore (asked first). A save made from an older
// version answers 412: the screen says so once and "Load their version" takes the newer version
// number, merging part by part against the version this form started from: what was typed is
// kept, their changes to parts not typed in are taken in, and where both changed a part, yours
// stays with "Use theirs" beside it. Focus goes to what comes next after Save and after loading.
import '../../lib/zod-jitless';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { concert, type Language } from '../../../../shared/constants';
import { publicSiteOf } from '../../../../shared/site-content';
import { siteContent, type SiteContent, type SiteRevision } from '../../../../shared/site-content.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { LoadError } from '../../components/LoadError';
import { Notice, useNotice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useSiteRefresh } from '../../lib/site-content';
import { useCopy } from '../../i18n/copy';
import type { MessageKey } from '../../i18n/en';
import { groupDigits, useI18n } from '../../i18n/i18n';
import { readServerError } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { trpc, withData } from '../../lib/trpc-react';
import { usePageMeta } from '../../lib/page-meta';
import { adminSiteCopy } from './admin-site.copy';
import {
  differingParts,
  errorsByPath,
  mergeParts,
  firstErrorPath,
  linesToText,
  paragraphsToText,
  setAt,
  textToLines,
  textToParagraphs,
  type FieldPath,
} from './site-form';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './admin-site.css';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';

type Copy = (typeof adminSiteCopy)['en'];

function AdminSiteScreen() {
  usePageMeta('adminSite');
  return (
    <RequireAccess page="adminSite">
      <SiteEditor />
    </RequireAccess>
  );
}

/** The field's element id: its path, dashed. */
const idOf = (path: FieldPath) => `site-${path.replaceAll('.', '-')}`;

interface FieldContext {
  errors: Record<FieldPath, string>;
  /** Sets the value at a path (and drops its error). */
  set: (path: FieldPath, value: unknown) => void;
}

function TextField({
  ctx,
  path,
  label,
  value,
  hint,
  long = false,
  type = 'text',
  lang,
  onText,
}: {
  ctx: FieldContext;
  path: FieldPath;
  label: ReactNode;
  value: string;
  hint?: string;
  long?: boolean;
  type?: string;
  lang?: string;
  onText?: (text: string) => unknown;
}) {
  const error = ctx.errors[path];
  const id = idOf(path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    id,
    name: path,
    value,
    lang,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => ctx.set(path, onText ? onText(event.target.value) : event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {long ? <textarea {...props} rows={4} /> : <input {...props} type={type} />}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A text in English and Chinese, side by side (stacked on narrow screens). */
function Bilingual({
  ctx,
  copy,
  path,
  label,
  value,
  long = false,
}: {
  ctx: FieldContext;
  copy: Copy;
  path: FieldPath;
  label: string;
  value: { en: string; zh: string };
  long?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role
    <div className="site-pair" role="group" aria-label={label}>
      <TextField ctx={ctx} path={`${path}.en`} label={`${label} (${copy.english})`} value={value.en} long={long} lang="en" />
      <TextField ctx={ctx} path={`${path}.zh`} label={`${label} (${copy.chinese})`} value={value.zh} long={long} lang="zh-CN" />
    </div>
  );
}

/** Lines or paragraphs in both languages, each language one textarea. */
function BilingualLines({
  ctx,
  copy,
  path,
  label,
  value,
  paragraphs = false,
}: {
  ctx: FieldContext;
  copy: Copy;
  path: FieldPath;
  label: string;
  value: { en: string[]; zh: string[] };
  paragraphs?: boolean;
}) {
  // What is typed is kept as typed (blank lines too) while the field is edited; the record gets the lines.
  const toText = paragraphs ? paragraphsToText : linesToText;
  const fromText = paragraphs ? textToParagraphs : textToLines;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role
    <div className="site-pair" role="group" aria-label={label}>
      {(['en', 'zh'] as const).map((side) => (
        <LinesField
          key={side}
          ctx={ctx}
          path={`${path}.${side}`}
          label={`${label} (${side === 'en' ? copy.english : copy.chinese})`}
          lines={value[side]}
          toText={toText}
          fromText={fromText}
          lang={side === 'en' ? 'en' : 'zh-CN'}
        />
      ))}
    </div>
  );
}

function LinesField({
  ctx,
  path,
  label,
  lines,
  toText,
  fromText,
  lang,
}: {
  ctx: FieldContext;
  path: FieldPath;
  label: string;
  lines: string[];
  toText: (lines: string[]) => string;
  fromText: (text: string) => string[];
  lang: string;
}) {
  const [text, setText] = useState(() => toText(lines));
  // Another version loaded (a restore, theirs): the textarea shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the record's lines change from outside; the text typed must not be rewritten as it is typed
  useEffect(() => {
    if (JSON.stringify(fromText(text)) !== JSON.stringify(lines)) setText(toText(lines));
    // Only when the record's lines change from outside.
  }, [lines]);
  const error = ctx.errors[path] ?? Object.entries(ctx.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  const id = idOf(path);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={path}
        lang={lang}
        rows={5}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          ctx.set(path, fromText(event.target.value));
        }}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="site-section card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** An address as a person reads it: percent-encoded letters (a Bilibili space's Chinese) decoded; left as it is when it does not decode. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

function SiteEditor() {
  const copy = useCopy(adminSiteCopy);
  const { t, language } = useI18n();
  const query = trpc.site.edit.useQuery(undefined, { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });
  if (query.isPending) return <Spinner page />;
  if (query.isError)
    return (
      <div className="page admin">
        <LoadError onRetry={() => void query.refetch()} message={copy.loadError} />
      </div>
    );
  // Mounted once with the version first read: later reads (their version) update the form, never replace it.
  return <SiteForm initial={query.data.content} initialVersion={query.data.version} copy={copy} t={t} language={language} />;
}

function SiteForm({
  initial,
  initialVersion,
  copy,
  t,
  language,
}: {
  initial: SiteContent;
  initialVersion: number;
  copy: Copy;
  t: (key: MessageKey) => string;
  language: Language;
}) {
  const utils = trpc.useUtils();
  const save = trpc.site.save.useMutation();
  const restore = trpc.site.restore.useMutation();
  const revisions = trpc.site.revisions.useQuery(undefined, { staleTime: 0 });
  const refreshSite = useSiteRefresh();
  const notice = useNotice();
  const formId = useId();
  const [draft, setDraft] = useState<SiteContent>(initial);
  // The version the form's text started from: what is "yours" and what is "theirs" is told against it.
  const [base, setBase] = useState<SiteContent>(initial);
  const [version, setVersion] = useState(initialVersion);
  const saveRef = useRef<HTMLButtonElement>(null);
  const loadTheirsRef = useRef<HTMLButtonElement>(null);
  const theirsRef = useRef<HTMLDivElement>(null);
  const [taken, setTaken] = useState<Array<keyof SiteContent>>([]);
  const [conflicts, setConflicts] = useState<Array<keyof SiteContent>>([]);
  /** Focus on an element once it is rendered (it may appear with this render). */
  const focusSoon = (ref: { current: HTMLElement | null }) =>
    requestAnimationFrame(() => requestAnimationFrame(() => ref.current?.focus()));
  const [errors, setErrors] = useState<Record<FieldPath, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const [theirs, setTheirs] = useState<SiteContent | null>(null);
  const [restoring, setRestoring] = useState<SiteRevision | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(language);
  // Stays in view through a re-render: the form keeps its values until a restore or theirs is taken.
  const [generation, setGeneration] = useState(0);

  const translate = (message: string) => (message.startsWith('validation.') ? t(message as MessageKey) : message);
  const ctx: FieldContext = {
    errors,
    set: (path, value) => {
      setDraft((current) => setAt(current, path, value));
      setErrors((current) => {
        if (!Object.keys(current).some((key) => key === path || key.startsWith(`${path}.`))) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
      });
    },
  };

  const focusFirst = (found: Record<FieldPath, string>) => {
    const order = [...document.querySelectorAll<HTMLElement>(`#${CSS.escape(formId)} [name]`)].map(
      (element) => element.getAttribute('name')!,
    );
    const first = firstErrorPath(found, order);
    if (!first) return;
    const element =
      document.getElementById(idOf(first)) ?? document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [name^="${CSS.escape(first)}"]`);
    requestAnimationFrame(() => element?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setAlert(null);
    const checked = siteContent.safeParse(draft);
    if (!checked.success) {
      const found = errorsByPath(checked.error.issues, translate);
      setErrors(found);
      setAlert(copy.invalid);
      focusFirst(found);
      return;
    }
    try {
      const saved = await save.mutateAsync({ content: checked.data, version });
      setVersion(saved.version);
      setBase(checked.data);
      setErrors({});
      setStale(false);
      setTheirs(null);
      notice.show(copy.saved);
      // The button was disabled while saving (focus fell from it): back on it.
      focusSoon(saveRef);
      refreshSite();
      void utils.site.revisions.invalidate();
    } catch (error) {
      const { failure } = readServerError(error, []);
      if (failure.kind === 'server' && failure.code === 'STALE_VERSION') {
        setStale(true);
        setAlert(copy.stale);
        focusSoon(loadTheirsRef);
        return;
      }
      const issues = (error as { data?: { issues?: Array<{ path: string; message: string }> } }).data?.issues ?? [];
      const found = errorsByPath(issues, translate);
      setErrors(found);
      setAlert(failure.kind === 'server' ? (issues.length ? copy.invalid : failure.text) : copy.networkError);
      focusFirst(found);
    }
  };

  /** Their version, merged part by part with what was typed (kept); where both changed a part, theirs is offered beside yours. */
  const loadTheirs = async () => {
    setLoadingTheirs(true);
    try {
      const latest = await utils.site.edit.fetch(undefined, { staleTime: 0 });
      const merged = mergeParts(base, draft, latest.content);
      setDraft(merged.content);
      setBase(latest.content);
      setTaken(merged.taken);
      setConflicts(merged.conflicts);
      setGeneration((n) => n + 1);
      setVersion(latest.version);
      setTheirs(latest.content);
      setStale(false);
      setAlert(null);
      notice.show(copy.theirsLoaded);
      focusSoon(theirsRef);
      void utils.site.revisions.invalidate();
    } catch {
      setAlert(copy.networkError);
    } finally {
      setLoadingTheirs(false);
    }
  };

  const takeTheirs = (part: keyof SiteContent) => {
    if (!theirs) return;
    setDraft((current) => ({ ...current, [part]: theirs[part] }));
    setGeneration((n) => n + 1);
  };

  const confirmRestore = async () => {
    if (!restoring) return;
    setRestoreError(null);
    try {
      const restored = await restore.mutateAsync({ id: restoring.id, version });
      setDraft(restored.content);
      setBase(restored.content);
      setVersion(restored.version);
      setErrors({});
      setTheirs(null);
      setStale(false);
      setAlert(null);
      setGeneration((n) => n + 1);
      setRestoring(null);
      notice.show(copy.restored);
      refreshSite();
      void utils.site.revisions.invalidate();
    } catch (error) {
      const { failure } = readServerError(error, []);
      if (failure.kind === 'server' && failure.code === 'STALE_VERSION') {
        setRestoring(null);
        setStale(true);
        setAlert(copy.stale);
        focusSoon(loadTheirsRef);
        return;
      }
      setRestoreError(failure.kind === 'server' ? failure.text : copy.networkError);
    }
  };

  // Where both changed a part and it still differs from theirs: yours stays, theirs on offer.
  const differing = theirs ? differingParts(draft, theirs).filter((part) => conflicts.includes(part)) : [];
  const preview = useMemo(
    () => publicSiteOf(draft, draft, version, previewLanguage === 'zh-Hant' ? 'zh' : previewLanguage),
    [draft, version, previewLanguage],
  );
  const years = concert.consecutiveYears(
    new Date().getFullYear(),
    Number.isInteger(draft.concert.startYear) ? draft.concert.startYear : concert.startYear,
  );

  return (
    <div className="page admin admin-site" data-screen="admin-site">
      <SocietyEyebrow />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.intro}</p>

      <div className="admin-site__layout">
        <form id={formId} className="admin-site__form" noValidate onSubmit={submit} key={generation}>
          <Section id="site-society" title={copy.sections.society}>
            <Bilingual ctx={ctx} copy={copy} path="name" label={copy.field.name} value={draft.name} />
            <Bilingual ctx={ctx} copy={copy} path="university" label={copy.field.university} value={draft.university} />
            <TextField
              ctx={ctx}
              path="wechat.searchName"
              label={copy.field.wechat}
              hint={copy.field.wechatHint}
              value={draft.wechat.searchName}
              lang="zh-CN"
            />
          </Section>

          <Section id="site-contact" title={copy.sections.contact}>
            <TextField ctx={ctx} path="email" label={copy.field.email} type="email" value={draft.email} />
            <BilingualLines ctx={ctx} copy={copy} path="address" label={copy.field.address} value={draft.address} />
            <div className="site-grid">
              <TextField ctx={ctx} path="postalAddress.streetAddress" label={copy.field.street} value={draft.postalAddress.streetAddress} />
              <TextField
                ctx={ctx}
                path="postalAddress.addressLocality"
                label={copy.field.locality}
                value={draft.postalAddress.addressLocality}
              />
              <TextField ctx={ctx} path="postalAddress.addressRegion" label={copy.field.region} value={draft.postalAddress.addressRegion} />
              <TextField ctx={ctx} path="postalAddress.postalCode" label={copy.field.postalCode} value={draft.postalAddress.postalCode} />
              <TextField
                ctx={ctx}
                path="postalAddress.addressCountry"
                label={copy.field.country}
                hint={copy.field.countryHint}
                value={draft.postalAddress.addressCountry}
              />
            </div>
          </Section>

          <Section id="site-social" title={copy.sections.social}>
            {draft.social.map((network, i) => (
              <fieldset key={network.id} className="site-fieldset">
                <legend>{copy.network[network.id]}</legend>
                <TextField ctx={ctx} path={`social.${i}.url`} label={copy.field.url} type="url" value={network.url} />
                <Bilingual ctx={ctx} copy={copy} path={`social.${i}.name`} label={copy.field.networkName} value={network.name} />
              </fieldset>
            ))}
          </Section>

          <Section id="site-charity" title={copy.sections.charity}>
            <div className="site-grid">
              <TextField
                ctx={ctx}
                path="charity.amount"
                label={copy.field.amount}
                type="number"
                value={Number.isFinite(draft.charity.amount) ? String(draft.charity.amount) : ''}
                onText={(text) => (text.trim() === '' ? Number.NaN : Number(text))}
              />
              <TextField ctx={ctx} path="charity.currency" label={copy.field.currency} value={draft.charity.currency} />
              <TextField ctx={ctx} path="charity.asOf" label={copy.field.asOf} type="date" value={draft.charity.asOf} />
              <TextField
                ctx={ctx}
                path="concert.startYear"
                label={copy.field.startYear}
                hint={copy.field.startYearHint}
                type="number"
                value={Number.isFinite(draft.concert.startYear) ? String(draft.concert.startYear) : ''}
                onText={(text) => (text.trim() === '' ? Number.NaN : Number(text))}
              />
            </div>
          </Section>

          <Section id="site-departments" title={copy.sections.departments}>
            {draft.departments.map((department, d) => (
              <fieldset key={department.id} className="site-fieldset" data-department={department.id}>
                <legend>{language === 'en' ? department.name.en : department.name.zh}</legend>
                <Bilingual ctx={ctx} copy={copy} path={`departments.${d}.name`} label={copy.field.departmentName} value={department.name} />
                <Bilingual
                  ctx={ctx}
                  copy={copy}
                  path={`departments.${d}.summary`}
                  label={copy.field.summary}
                  value={department.summary}
                  long
                />
                {department.groups.map((group, g) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: sub-groups have no id: each field is addressed by its index (its path, its error, its label's number) and is controlled, so the index is its identity
                  <div key={g} className="site-group">
                    <Bilingual
                      ctx={ctx}
                      copy={copy}
                      path={`departments.${d}.groups.${g}.name`}
                      label={`${copy.field.groupName} ${g + 1}`}
                      value={group.name}
                    />
                    <Bilingual
                      ctx={ctx}
                      copy={copy}
                      path={`departments.${d}.groups.${g}.description`}
                      label={`${copy.field.groupDescription} (${copy.field.groupName} ${g + 1})`}
                      value={group.description}
                    />
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() =>
                        ctx.set(
                          `departments.${d}.groups`,
                          department.groups.filter((_, j) => j !== g),
                        )
                      }
                    >
                      {copy.removeGroup(g + 1, language === 'en' ? department.name.en : department.name.zh)}
                    </button>
                  </div>
                ))}
                {department.groups.length < 12 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      ctx.set(`departments.${d}.groups`, [
                        ...department.groups,
                        { name: { en: '', zh: '' }, description: { en: '', zh: '' } },
                      ])
                    }
                  >
                    {copy.addGroup(language === 'en' ? department.name.en : department.name.zh)}
                  </button>
                )}
              </fieldset>
            ))}
          </Section>

          <Section id="site-requirements" title={copy.sections.requirements}>
            {draft.requirements.map((requirement, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: requirements have no id: each field is addressed by its index (its path, its error, its label's number) and is controlled, so the index is its identity
              <div key={i} className="site-requirement">
                <Bilingual
                  ctx={ctx}
                  copy={copy}
                  path={`requirements.${i}`}
                  label={copy.field.requirement(i + 1)}
                  value={requirement}
                  long
                />
                {draft.requirements.length > 1 && (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() =>
                      ctx.set(
                        'requirements',
                        draft.requirements.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {copy.removeRequirement(i + 1)}
                  </button>
                )}
              </div>
            ))}
            {draft.requirements.length < 12 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => ctx.set('requirements', [...draft.requirements, { en: '', zh: '' }])}
              >
                {copy.addRequirement}
              </button>
            )}
          </Section>

          <Section id="site-join" title={copy.sections.join}>
            <div className="field field--check">
              <input
                id={idOf('join.open')}
                name="join.open"
                type="checkbox"
                checked={draft.join.open}
                onChange={(event) => ctx.set('join.open', event.target.checked)}
              />
              <label htmlFor={idOf('join.open')}>{copy.field.open}</label>
            </div>
            <Bilingual
              ctx={ctx}
              copy={copy}
              path="join.closedMessage"
              label={copy.field.closedMessage}
              value={draft.join.closedMessage}
              long
            />
          </Section>

          <Section id="site-texts" title={copy.sections.texts}>
            <Bilingual ctx={ctx} copy={copy} path="texts.homeLead" label={copy.field.homeLead} value={draft.texts.homeLead} long />
            <BilingualLines
              ctx={ctx}
              copy={copy}
              path="texts.homeIntro"
              label={copy.field.homeIntro}
              value={draft.texts.homeIntro}
              paragraphs
            />
            <Bilingual ctx={ctx} copy={copy} path="texts.aboutLead" label={copy.field.aboutLead} value={draft.texts.aboutLead} long />
            <BilingualLines
              ctx={ctx}
              copy={copy}
              path="texts.aboutStory"
              label={copy.field.aboutStory}
              value={draft.texts.aboutStory}
              paragraphs
            />
          </Section>

          <div className="admin-site__actions">
            <FormAlert className="admin-site__alert" error={alert} />
            {stale && (
              <button
                ref={loadTheirsRef}
                type="button"
                className="button button--secondary"
                onClick={() => void loadTheirs()}
                disabled={loadingTheirs}
                data-load-theirs=""
              >
                {loadingTheirs ? copy.loadingTheirs : copy.loadTheirs}
              </button>
            )}
            {theirs && (
              <div className="admin-site__theirs" data-theirs="" ref={theirsRef} tabIndex={-1}>
                {taken.length > 0 && <p data-taken="">{copy.theirsTaken(taken.map((part) => copy.part[part]).join(', '))}</p>}
                {differing.length ? (
                  <>
                    <p>{copy.theirsDiffer}</p>
                    <ul>
                      {differing.map((part) => (
                        <li key={part}>
                          <button type="button" className="button button--quiet" onClick={() => takeTheirs(part)}>
                            {copy.takeTheirsButton(copy.part[part])}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : taken.length === 0 ? (
                  <p>{copy.theirsSame}</p>
                ) : null}
              </div>
            )}
            <button ref={saveRef} type="submit" className="button" disabled={save.isPending}>
              {save.isPending ? copy.saving : copy.save}
            </button>
          </div>
        </form>

        <aside className="admin-site__side" aria-labelledby="site-preview-title">
          <section className="card site-preview" aria-labelledby="site-preview-title" data-preview="">
            <h2 id="site-preview-title">{copy.preview}</h2>
            <p className="field__hint">{copy.previewHint}</p>
            <div className="field">
              <label htmlFor="site-preview-language">{copy.previewLanguage}</label>
              <select
                id="site-preview-language"
                value={previewLanguage === 'zh-Hant' ? 'zh' : previewLanguage}
                onChange={(event) => setPreviewLanguage(event.target.value as Language)}
              >
                <option value="en">{copy.english}</option>
                <option value="zh">{copy.chinese}</option>
              </select>
            </div>
            <div lang={previewLanguage === 'en' ? 'en' : 'zh-CN'}>
              <p className="site-preview__name">{preview.name}</p>
              <dl className="site-preview__stats">
                <div>
                  <dt>{copy.previewFirst}</dt>
                  <dd>{String(preview.concert.startYear)}</dd>
                </div>
                <div>
                  <dt>{copy.previewYears}</dt>
                  <dd>{years}</dd>
                </div>
                <div>
                  <dt>{copy.previewCharity(preview.charity.currency)}</dt>
                  <dd data-preview-charity="">
                    {Number.isFinite(preview.charity.amount) ? `${groupDigits(preview.charity.amount)}+` : ''}
                  </dd>
                </div>
              </dl>
              <div className="site-preview__footer">
                <address>
                  {preview.address.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the address's lines, shown only (no state), in their order; two may be the same
                    <span key={i}>{line}</span>
                  ))}
                  <span>{preview.email}</span>
                </address>
                <ul>
                  {preview.social.map((network) => (
                    <li key={network.id}>
                      <span>{network.name}</span> <span className="site-preview__url">{readableUrl(network.url)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section className="card site-revisions" aria-labelledby="site-revisions-title">
            <h2 id="site-revisions-title">{copy.revisions}</h2>
            <p className="field__hint">{copy.revisionsHint}</p>
            {revisions.isError && <LoadError onRetry={() => void revisions.refetch()} />}
            {revisions.data && (
              <ol className="site-revisions__list">
                {revisions.data.revisions.map((revision) => {
                  const when = formatMoment(language, revision.at);
                  const what =
                    revision.restoredFrom !== null
                      ? copy.restoredFrom(revision.restoredFrom)
                      : revision.by === null
                        ? copy.seed
                        : revision.changed.map((part) => copy.part[part]).join(', ') || copy.nothing;
                  return (
                    <li key={revision.id} data-revision={revision.id}>
                      <p>
                        <strong>{when}</strong>
                        {revision.version === version && <span className="badge"> {copy.current}</span>}
                      </p>
                      <p>
                        {copy.who}: {revision.by ?? '—'}
                      </p>
                      <p>
                        {copy.what}: {what}
                      </p>
                      {revision.version !== version && (
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-haspopup="dialog"
                          aria-label={copy.restoreAbout(when)}
                          onClick={() => setRestoring(revision)}
                        >
                          {copy.restore}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </aside>
      </div>

      <ConfirmDialog
        open={restoring !== null}
        title={copy.restoreTitle}
        confirmLabel={copy.restoreConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmRestore()}
        onCancel={() => {
          setRestoring(null);
          setRestoreError(null);
        }}
        busy={restore.isPending}
        error={restoreError}
      >
        <p>{copy.restoreBody}</p>
      </ConfirmDialog>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(AdminSiteScreen);
