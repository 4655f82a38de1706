// One search box for the magazine and the events (issue 36 item 7): a labelled search landmark
// whose words go to /search?q=…, so results are an address to share. On /search it starts with
// the words searched; elsewhere (the magazine) it starts empty.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { SearchIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { searchPath, searchQueryMax } from './magazine-view';
import { searchFormCopy } from './search.copy';
import './search-form.css';

export function SearchForm({ initial = '', className = '' }: { initial?: string; className?: string }) {
  const copy = useCopy(searchFormCopy);
  const [, navigate] = useLocation();
  const [q, setQ] = useState(initial);
  const id = useId();
  // Back or a link to another search: the box shows the words of the page.
  useEffect(() => setQ(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) navigate(searchPath(q));
  };
  return (
    // The search landmark (<search>, role search), named by the label; the form inside it.
    <search aria-labelledby={`${id}-label`} className={`search-form ${className}`}>
      <form onSubmit={submit} action="/search" className="search-form__form">
        <label id={`${id}-label`} htmlFor={`${id}-q`} className="search-form__label">
          {copy.label}
        </label>
        <div className="search-form__row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="search-form__input"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={copy.placeholder}
            maxLength={searchQueryMax}
            enterKeyHint="search"
            required
          />
          <button type="submit" className="button search-form__submit">
            <SearchIcon />
            {copy.submit}
          </button>
        </div>
      </form>
    </search>
  );
}
