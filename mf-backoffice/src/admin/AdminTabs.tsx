import { useRef, type KeyboardEvent } from 'react';
import styles from './AdminScreen.module.css';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  tabs: readonly TabDefinition<Id>[];
  current: Id;
  onSelect: (id: Id) => void;
  /** The id prefix the tab panel's aria-labelledby uses. */
  idPrefix: string;
}

/**
 * A tab list as the ARIA authoring practices describe it: one tab in the tab order, arrow
 * keys (and Home/End) move between tabs and show each at once.
 */
export function AdminTabs<Id extends string>({ tabs, current, onSelect, idPrefix }: Props<Id>) {
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

  return (
    <div role="tablist" aria-label="Admin sections" className={styles.tablist} onKeyDown={onKeyDown}>
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
