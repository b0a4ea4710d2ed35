// The searchable font family picker (editor.md §7, §9): the search box asks GET /fonts?query= 1000 ms after the
// last keystroke; families the studio does not host are marked (visitors and the canvas show the generic family
// of their category instead).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FONT_QUERY_MAX, FONT_SEARCH_DEBOUNCE_MS, type FontSummary } from '../../../../contracts/fonts';
import { useFontSearch } from '../../../api/fontQueries';
import { loadFonts, studioFontUrls } from '../../../../runtime/view/fontLoader';
import { debounce } from '../../widget/results/debounce';
import { useDropdownPlacement } from '../../../ui/useDropdownPlacement';
import { genericFallback, nearestVariant } from './fontVariants';

interface FontFamilyPickerProps {
  label: string;
  family: string;
  onPick(font: FontSummary): void;
  disabled?: boolean;
  testId: string;
}

export function FontFamilyPicker({ label, family, onPick, disabled, testId }: FontFamilyPickerProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Opens where it fits: above the field at the foot of the property panel.
  const panel = useDropdownPlacement<HTMLDivElement>(open);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const commit = useMemo(() => debounce((value: string) => setQuery(value.trim()), FONT_SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => commit.cancel(), [commit]);
  const results = useFontSearch(open ? query : null);
  const searching = open && (text.trim() !== query || results.isLoading);

  // Hosted families are listed in their own face (the studio's files, as the canvas loads them).
  useEffect(() => {
    if (!results.data) return;
    const faces = results.data.flatMap((font) => {
      const variant = font.hosted ? nearestVariant(font.variants, { weight: 400, style: 'normal' }) : null;
      return variant ? [{ family: font.family, category: font.category, size: 16, weight: variant.weight, style: variant.style, url: null }] : [];
    });
    loadFonts(faces, studioFontUrls(window.location.origin));
  }, [results.data]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    setQuery('');
    commit.cancel();
  };

  return (
    <div className="field filter-select font-family-picker" ref={rootRef}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <button
        id={id}
        type="button"
        className="field__input filter-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled}
        data-testid={testId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {family}
      </button>
      {open ? (
        <div
          ref={panel}
          className="filter-select__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              event.preventDefault();
              close();
            }
          }}
        >
          <input
            className="field__input"
            type="search"
            value={text}
            maxLength={FONT_QUERY_MAX}
            placeholder="Search fonts"
            aria-label={`Search ${label}`}
            autoFocus
            data-testid={`${testId}-search`}
            onChange={(event) => {
              const value = event.target.value.slice(0, FONT_QUERY_MAX);
              setText(value);
              commit(value);
            }}
          />
          {searching && !results.data ? (
            <p className="filter-select__empty">Searching…</p>
          ) : results.data && results.data.length === 0 ? (
            <p className="filter-select__empty" data-testid={`${testId}-empty`}>
              No font matches “{query}”.
            </p>
          ) : results.data ? (
            <ul role="listbox" aria-label={label} aria-busy={searching || undefined} className="filter-select__list" data-testid={`${testId}-results`}>
              {results.data.map((font) => (
                // The option is the button; the item only lays it out (a listbox holds options, not list items).
                <li key={font.family} role="presentation">
                  <button
                    type="button"
                    role="option"
                    aria-selected={font.family === family}
                    className="filter-select__option"
                    data-testid={`${testId}-option`}
                    data-family={font.family}
                    onClick={() => {
                      onPick(font);
                      close();
                    }}
                  >
                    <span title={font.family} style={font.hosted ? { fontFamily: `"${font.family}", ${genericFallback(font.category)}` } : undefined}>
                      {font.family}
                    </span>
                    <span className="filter-select__detail" title={font.hosted ? undefined : `The studio does not host ${font.family}: it shows as a generic ${genericFallback(font.category)} font`}>
                      {font.hosted ? font.category : `${font.category} · not hosted`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
