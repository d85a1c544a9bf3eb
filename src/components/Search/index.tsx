import {useEffect, useState, type KeyboardEvent, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {focusTargetState} from '@site/shared/focusTarget';
import {labels} from '@site/src/config/labels';
import {moveActive} from './keys';
import {hitLocation, type SearchHit} from './hit';
import {usePagefindBundle, useSearch} from './useSearch';
import styles from './styles.module.css';

/** The search boxes of the page, by the prefix of their element ids. */
export const searchBoxes = {
  topBar: 'search',
  drawer: 'drawer-search',
  notFound: 'not-found-search',
} as const;

export function searchInputId(idPrefix: string): string {
  return `${idPrefix}-input`;
}

function optionId(idPrefix: string, index: number): string {
  return `${idPrefix}-option-${index}`;
}

type Props = {
  /** Prefix of the element ids; each search box on the page needs its own. */
  readonly idPrefix: string;
  /** Results below the box, in the flow (the drawer), instead of a dropdown. */
  readonly inline?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Called after the reader picked a result, before navigating. */
  readonly onNavigate?: () => void;
  readonly className?: string;
  /** Names the search landmark where the page has more than one box in view. */
  readonly label?: string;
};

/**
 * A search box with results as the reader types: an ARIA combobox whose
 * options are the matching sections, picked with the arrow keys and Enter
 * (Ctrl/⌘+Enter opens a new tab) or the mouse.
 */
export default function Search({
  idPrefix,
  inline = false,
  inputRef,
  onNavigate,
  className,
  label,
}: Props): ReactNode {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useSearch(input.trim());
  const bundleUrl = usePagefindBundle();
  const history = useHistory();

  const expanded = open && input.trim() !== '';
  const inputId = searchInputId(idPrefix);
  const listId = `${idPrefix}-results`;

  // Keep the option chosen with the arrow keys in view.
  useEffect(() => {
    if (active >= 0) {
      document.getElementById(optionId(idPrefix, active))?.scrollIntoView({block: 'nearest'});
    }
  }, [active, idPrefix]);

  const reset = () => {
    setInput('');
    setActive(-1);
  };

  const pick = (hit: SearchHit, newTab: boolean) => {
    if (newTab) {
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    reset();
    setOpen(false);
    onNavigate?.();
    // The focus goes to the result's section or row (plugins/hash-target).
    history.push(hit.url, focusTargetState);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const {hits} = search;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, hits.length));
        break;
      case 'Enter': {
        const hit = hits[active] ?? hits[0];
        if (hit) {
          event.preventDefault();
          pick(hit, event.ctrlKey || event.metaKey);
        }
        break;
      }
      case 'Escape':
        if (event.currentTarget.id !== inputId) {
          document.getElementById(inputId)?.focus();
        } else if (input === '') {
          event.currentTarget.blur();
        } else {
          // Handled: an open drawer stays open while the query is cleared.
          event.preventDefault();
          reset();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div
      role="search"
      aria-label={label}
      className={clsx(styles.search, inline && styles.searchInline, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}>
      <label htmlFor={inputId} className="visually-hidden">
        {labels.search}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(idPrefix, active) : undefined}
        placeholder={labels.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          // Fetch the search code and index while the reader starts typing.
          import('./pagefind')
            .then(({loadPagefind}) => loadPagefind(bundleUrl))
            .catch(() => undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
      <div
        className={clsx(
          styles.panel,
          inline && styles.panelInline,
          !expanded && styles.panelHidden,
        )}
        // Keep the focus in the box while a result is clicked.
        onMouseDown={(event) => event.preventDefault()}>
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.searchResults}
          data-query={search.query}
          className={styles.list}
          // The list scrolls, so it can take the focus too; the keys work the same there.
          tabIndex={search.hits.length > 0 ? 0 : -1}
          aria-activedescendant={active >= 0 ? optionId(idPrefix, active) : undefined}
          onKeyDown={onKeyDown}>
          {expanded &&
            search.hits.map((hit, index) => (
              <li
                key={hit.url}
                id={optionId(idPrefix, index)}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.optionActive)}
                onMouseEnter={() => setActive(index)}
                onClick={(event) => pick(hit, event.ctrlKey || event.metaKey)}>
                <span className={styles.title}>{hit.title}</span>
                <span className={styles.location}>{hitLocation(hit)}</span>
                <span
                  className={styles.excerpt}
                  // Pagefind escapes the page text; it only adds <mark> around matches.
                  dangerouslySetInnerHTML={{__html: hit.excerpt}}
                />
              </li>
            ))}
        </ul>
        {expanded && search.status === 'done' && search.hits.length === 0 && (
          <p className={styles.message}>
            {labels.searchNoResults} “{search.query}”
          </p>
        )}
        {expanded && search.status === 'error' && (
          <p className={styles.message}>{labels.searchUnavailable}</p>
        )}
        {expanded && search.status === 'needs-build' && (
          <p className={styles.message}>{labels.searchNeedsBuild}</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded && search.status === 'done' ? `${search.hits.length} results` : ''}
      </p>
    </div>
  );
}
