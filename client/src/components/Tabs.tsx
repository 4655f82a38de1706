// A row of tabs (WAI-ARIA tabs pattern) over one panel the owner renders: only the selected tab
// is in the Tab order; arrows, Home and End move between the tabs and select them.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The list's accessible name. */
  label: string;
  /** The tab's id (the panel is labelled by the selected one). */
  tabId: (tab: T) => string;
  panelId: string;
  tabLabel: (tab: T) => ReactNode;
  /** The data attribute naming each tab (data-mode="email", data-tab="reviews"). */
  dataName: string;
  className: string;
}

/** The tab a key selects from `selected`: the next or previous one (round the ends), the first, the last; undefined for any other key. */
export function tabAfterKey<T>(tabs: readonly T[], selected: T, key: string): T | undefined {
  const index = tabs.indexOf(selected);
  return key === 'ArrowRight'
    ? tabs[(index + 1) % tabs.length]
    : key === 'ArrowLeft'
      ? tabs[(index + tabs.length - 1) % tabs.length]
      : key === 'Home'
        ? tabs[0]
        : key === 'End'
          ? tabs[tabs.length - 1]
          : undefined;
}

export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  tabLabel,
  dataName,
  className,
}: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(tabs, selected, event.key);
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tabs ${className}`}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={selected === tab}
          aria-controls={panelId}
          tabIndex={selected === tab ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
          {...{ [`data-${dataName}`]: tab }}
        >
          {tabLabel(tab)}
        </button>
      ))}
    </div>
  );
}
