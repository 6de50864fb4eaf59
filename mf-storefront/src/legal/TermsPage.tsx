import { needsScript, readOpenWithoutScript } from '@agency/page/protocol';
import { usePageHead } from '@agency/page/remote';
import { site } from '@agency/site';
import { Minus, Plus } from '@agency/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { PageBanner } from '../components/PageBanner';
import { useScrollToTopOnOpen } from '../components/pageEffects';
import { staticPageHead } from '../head/pageHeads';
import { imageUrl, paths } from '../paths';
import styles from './Legal.module.css';
import { LegalText } from './LegalText';
import { isOpen, type OpenIndex, toggledOpenIndex } from './sharedIndex';
import { TERMS_LAST_UPDATED, TERMS_PARTS, type TermsPart } from './terms';

/**
 * /Terms & conditions: banner 'Terms & Conditions', then section A (15 clauses) and
 * section B (7 clauses) as accordions. One index is open at a time and both sections share
 * it, so opening clause n of one section opens clause n of the other (the spec's rule).
 * Each clause is the browser's own <details>: it opens before the page is hydrated, and
 * without scripts; once hydrated, its toggle sets the shared index and React opens or
 * closes the others to match.
 */
export function TermsPage() {
  usePageHead(
    staticPageHead(
      'Terms & Conditions',
      paths.terms,
      `The terms and conditions of booking a holiday with ${site.brandName}: payments, cancellations, travel documents and responsibilities.`,
    ),
  );
  useScrollToTopOnOpen('terms');
  const [openIndex, setOpenIndex] = useState<OpenIndex>(null);
  const article = useRef<HTMLElement>(null);
  // A clause opened before hydration is open in the page while the state says none is.
  useEffect(() => {
    const opened = article.current?.querySelector<HTMLElement>('details[open][data-clause]');
    if (opened) setOpenIndex(Number(opened.dataset.clause));
  }, []);
  return (
    <article ref={article}>
      <PageBanner image={imageUrl('page-terms-conditions')} title="Terms & Conditions" eyebrow="Booking with confidence" />
      <div className={styles.body}>
        <p className={styles.updated}>Last updated: {TERMS_LAST_UPDATED}</p>
        <p className={styles.intro}>
          Please read these terms before you book. They explain what we promise you, what we ask of you, and what happens if plans change.
        </p>
        {TERMS_PARTS.map((part) => (
          <TermsSection
            key={part.id}
            part={part}
            openIndex={openIndex}
            onToggle={(index, open) => setOpenIndex((current) => toggledOpenIndex(current, index, open))}
          />
        ))}
      </div>
    </article>
  );
}

interface SectionProps {
  part: TermsPart;
  openIndex: OpenIndex;
  /** A clause's element opened or closed (by the visitor, or by React following the index). */
  onToggle: (index: number, open: boolean) => void;
}

function TermsSection({ part, openIndex, onToggle }: SectionProps) {
  const headingId = `terms-${part.id}`;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partTitle}>
        <span className={styles.partLetter}>{part.id}</span> {part.title}
      </h2>
      <p className={styles.muted}>{part.intro}</p>
      <ul className={styles.accordion}>
        {part.clauses.map((clause, index) => {
          const open = isOpen(openIndex, index);
          const buttonId = `${headingId}-clause-${index + 1}`;
          const panelId = `${buttonId}-panel`;
          return (
            <li key={clause.title}>
              <details
                className={styles.item}
                open={open}
                data-clause={index}
                onToggle={(event) => onToggle(index, event.currentTarget.open)}
                {...readOpenWithoutScript}
              >
                <summary id={buttonId} className={styles.itemButton} aria-controls={panelId}>
                  <h3 className={styles.itemHeading}>
                    <span className={styles.number}>
                      {part.id}
                      {index + 1}.
                    </span>{' '}
                    {clause.title}
                  </h3>
                  <Plus size={20} aria-hidden="true" className={styles.whenClosed} {...needsScript} />
                  <Minus size={20} aria-hidden="true" className={styles.whenOpen} {...needsScript} />
                </summary>
                <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
                  <LegalText section={clause} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
