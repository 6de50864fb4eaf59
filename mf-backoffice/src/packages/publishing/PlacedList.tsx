import { ArrowDown, ArrowUp, X } from 'lucide-react';
import kit from '../../kit/kit.module.css';
import { MOVE_DOWN, MOVE_UP, REMOVE } from '../../messages';
import styles from './HomePlacements.module.css';
import type { Placed } from './homeChoice';

/** A place's packages in order, each moved up or down or removed. */
export function PlacedList({ title, items, onChange }: { title: string; items: Placed[]; onChange(items: Placed[]): void }) {
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <ol className={`${kit.list} ${styles.items}`} aria-label={title}>
      {items.map((item, index) => {
        const buttons = [
          { label: MOVE_UP, icon: <ArrowUp size={16} aria-hidden="true" />, disabled: index === 0, act: () => move(index, -1) },
          {
            label: MOVE_DOWN,
            icon: <ArrowDown size={16} aria-hidden="true" />,
            disabled: index === items.length - 1,
            act: () => move(index, 1),
          },
          {
            label: REMOVE,
            icon: <X size={16} aria-hidden="true" />,
            disabled: false,
            act: () => onChange(items.filter((kept) => kept._id !== item._id)),
          },
        ];
        return (
          <li key={item._id} className={`${kit.listRow} ${styles.item}`}>
            <span className={styles.itemName}>
              {item.packageName}
              <span className={kit.sub}>#{item._id}</span>
            </span>
            <span className={styles.itemActions}>
              {buttons.map((button) => (
                <button
                  key={button.label}
                  type="button"
                  className={kit.iconButton}
                  aria-label={`${button.label}: ${item.packageName}`}
                  disabled={button.disabled}
                  onClick={button.act}
                >
                  {button.icon}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
