import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Suggestions, useGetSuggestionsQuery } from '../api';
import styles from './SearchBox.module.css';
import { noSuggestionsText, SUGGESTION_KIND_LABELS, SUGGESTIONS_LABEL, SUGGESTIONS_MIN_LENGTH, suggestionCountText } from './searchTexts';

/** How long typing must pause before suggestions are asked for. */
const TYPING_PAUSE_MS = 150;

type Suggestion = Suggestions['data'][number];

interface Props {
  /** The search box's input, which this turns into an ARIA combobox (the element stays the same). */
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The search box's suggestions (the WAI-ARIA combobox pattern with a listbox popup): typing
 * asks the catalogue for destinations, holiday types and packages; Down and Up move through
 * them (aria-activedescendant, focus stays in the box), Enter opens the chosen one (or
 * searches the text when none is chosen), Escape closes the list, then clears the box. A
 * polite live region says how many there are, or that there are none.
 */
export default function SearchCombobox({ input, listId }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = useSettled(text.trim(), TYPING_PAUSE_MS);
  const asking = wanted.length >= SUGGESTIONS_MIN_LENGTH;
  const { data, currentData, isFetching, isError } = useGetSuggestionsQuery(wanted, { skip: !asking });
  // The last answer stays while the next is on its way, so the list does not flicker as the visitor types.
  const suggestions = asking ? (data?.data ?? []) : [];
  const answered = asking && currentData !== undefined && !isFetching;
  const showing = open && asking && (suggestions.length > 0 || answered);
  const expanded = showing && suggestions.length > 0;

  // The latest state for the input's listeners, which are attached once.
  const state = useRef({ suggestions, expanded, showing, active });
  state.current = { suggestions, expanded, showing, active };

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    navigate(suggestion.href);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    const onInput = () => {
      setText(box.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions: list, expanded: isOpen, showing: isShown, active: index } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (list.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = isOpen ? index : -1;
        setActive(from === -1 ? (step === 1 ? 0 : list.length - 1) : (from + step + list.length) % list.length);
      } else if (event.key === 'Enter' && isOpen && index >= 0 && list[index]) {
        event.preventDefault();
        chooseRef.current(list[index]);
      } else if (event.key === 'Escape') {
        // A shown popup closes first, the "no suggestions" one included: only a closed one clears the box.
        if (isShown || box.value === '') {
          setOpen(false);
          setActive(-1);
        } else {
          box.value = '';
          setText('');
        }
        event.preventDefault();
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    // What was typed while this chunk loaded (before the listeners above existed) counts too.
    setText(box.value);
    if (document.activeElement === box) setOpen(true);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'])
        box.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(listId, active));
    else box.removeAttribute('aria-activedescendant');
  }, [input, listId, expanded, active]);

  let announcement = '';
  if (showing && answered) announcement = suggestions.length > 0 ? suggestionCountText(suggestions.length) : noSuggestionsText(wanted);

  return (
    <>
      <div className={styles.popup} hidden={!showing}>
        <div id={listId} role="listbox" aria-label={SUGGESTIONS_LABEL} className={styles.list}>
          {expanded &&
            suggestions.map((suggestion, index) => (
              // Options are chosen with the pointer or with Enter on the box (focus never leaves it), as the pattern has it.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
              <div
                key={suggestion.href}
                id={optionId(listId, index)}
                role="option"
                // Never focused (focus stays in the box, aria-activedescendant points here); -1 keeps it out of the tab order.
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Keeps the focus in the box, so the list is still open when the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span className={styles.optionLabel}>{suggestion.label}</span>
                <span className={styles.optionKind}>
                  {suggestion.context
                    ? `${SUGGESTION_KIND_LABELS[suggestion.kind]}, ${suggestion.context}`
                    : SUGGESTION_KIND_LABELS[suggestion.kind]}
                </span>
              </div>
            ))}
        </div>
        {showing && answered && suggestions.length === 0 && <p className={styles.none}>{noSuggestionsText(wanted)}</p>}
        {showing && isError && <p className={styles.none}>Suggestions are not available just now. Press Enter to search.</p>}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
