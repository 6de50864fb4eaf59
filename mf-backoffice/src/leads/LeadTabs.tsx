import { useRef, type KeyboardEvent } from 'react';
import type { LeadTab, LeadTabId } from './tabs';
import styles from './Leads.module.css';

interface Props {
  tabs: readonly LeadTab[];
  current: LeadTabId;
  onSelect(id: LeadTabId): void;
  /** Prefix of the tab ids and of the panel's id. */
  idPrefix: string;
}

/**
 * The leads screen's five pill tabs, as the ARIA authoring practices describe a tab list:
 * one tab in the tab order, arrow keys (and Home/End) move between tabs and show each at once.
 */
export function LeadTabs({ tabs, current, onSelect, idPrefix }: Props) {
  const buttons = useRef(new Map<LeadTabId, HTMLButtonElement>());

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
    <div role="tablist" aria-label="Deal requests" className={styles.pills} onKeyDown={onKeyDown}>
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
            className={styles.pill}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
