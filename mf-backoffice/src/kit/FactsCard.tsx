import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface FactsCardProps {
  /** The card's heading, which also names it. */
  title: string;
  /** Each fact: its label and its value. */
  rows: [string, ReactNode][];
}

/** A card of labelled facts (a booking's payment, its guest): the kit's card, title and definition list. */
export function FactsCard({ title, rows }: FactsCardProps) {
  return (
    <section className={kit.card} aria-label={title}>
      <h2 className={kit.cardTitle}>{title}</h2>
      <dl className={kit.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
