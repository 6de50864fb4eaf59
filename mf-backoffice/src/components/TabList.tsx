import { type KeyboardEvent, useRef } from 'react';
import styles from './TabList.module.css';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  tabs: readonly TabDefinition<Id>[];
  current: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tab ids (`<prefix>-tab-<id>`) and of the panel's id (`<prefix>-panel`). */
  idPrefix: string;
  /** The tab list's accessible name ("Admin sections", "Deal requests"). */
  label: string;
  /** The selected tab's colour: ocean for the admin's sections, sunset for the leads' lists. */
  tone?: 'ocean' | 'sunset';
  /** On phones, a grid of two (four sections) or three (five lists) tabs a row rather than a ragged wrap. */
  phoneColumns?: 2 | 3;
  /** Placement in the page (margins) only; the look is this component's. */
  className?: string;
}

/**
 * The back office's pill tab lists (admin sections, lead lists), as the ARIA authoring
 * practices describe a tab list: one tab in the tab order, arrow keys (and Home/End) move
 * between tabs and show each at once.
 */
export function TabList<Id extends string>({
  tabs,
  current,
  onSelect,
  idPrefix,
  label,
  tone = 'ocean',
  phoneColumns,
  className,
}: Props<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const listClass = [
    styles.list,
    styles[tone],
    phoneColumns === 2 && styles.twoOnPhones,
    phoneColumns === 3 && styles.threeOnPhones,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="tablist" aria-label={label} className={listClass} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
