import { SEARCH_TEXT_MAX } from '@agency/contracts';
import { Search } from '@agency/ui/icons';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import styles from './SearchBox.module.css';
import { SEARCH_BUTTON_LABEL, SEARCH_LABEL } from './searchTexts';

/** The suggestions' behaviour arrives once the visitor reaches for the box, not with every page. */
const SearchCombobox = lazy(() => import('./SearchCombobox'));

/** The list's address for a search text. */
export function searchPath(text: string): string {
  return `${paths.deals}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/**
 * The header's search box. Without scripts it is a plain GET form to /packages with `q`,
 * which the server renders; with them, reaching for it (pointer or focus) loads the
 * combobox (./SearchCombobox.tsx), which works on this same input, so nothing typed is lost.
 */
export function SearchBox({ className }: { className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [engaged, setEngaged] = useState(false);
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // On the results page the box shows what was searched.
  const current = location.pathname === paths.deals ? (params.get('q') ?? '') : '';
  const engage = () => setEngaged(true);

  return (
    <form
      role="search"
      method="get"
      action={paths.deals}
      className={`${styles.form} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const text = input.current?.value.trim() ?? '';
        if (text) navigate(searchPath(text));
        else input.current?.focus();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input
        key={current}
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={SEARCH_LABEL}
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        spellCheck={false}
        required
        onFocus={engage}
        onPointerEnter={engage}
      />
      <button type="submit" className={styles.button}>
        <Search size={18} aria-hidden="true" />
        <span className={styles.buttonText}>{SEARCH_BUTTON_LABEL}</span>
      </button>
      {engaged && (
        <Suspense fallback={null}>
          <SearchCombobox key={current} input={input} listId={listId} />
        </Suspense>
      )}
    </form>
  );
}
