// The controls above an admin list: the search box (its hint says what it searches) and a filter
// select, each a Field.
import { Field } from './Field';

/** The search box: its hint describes it. */
export function SearchField({
  label,
  hint,
  value,
  onChange,
  className,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => <input {...control} type="search" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />}
    </Field>
  );
}

/** A filter: one of `options`, each shown by its name. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {names[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
