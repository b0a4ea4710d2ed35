// A select with a filter box (editor.md §5: at most 64 characters) and a no-match line. The list opens below
// the button; Escape or a pick closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { filterOptions } from '../placeholderTokens';
import { FieldErrors } from './FieldErrors';
import { useDropdownPlacement } from '../../../../ui/useDropdownPlacement';

export const SELECT_FILTER_MAX = 64;

export interface SelectOption {
  value: string;
  label: string;
  detail?: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  disabled?: boolean;
  testId: string;
  error?: string | undefined;
  placeholder?: string;
  compact?: boolean;
}

export function FilterSelect({ label, value, options, onChange, disabled, testId, error, placeholder = 'Choose…', compact }: FilterSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const panel = useDropdownPlacement<HTMLDivElement>(open);
  const current = options.find((option) => option.value === value);
  const shown = filterOptions(options, filter);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div className={`field filter-select${compact ? ' field--compact' : ''}`} ref={rootRef}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'field__label'}>
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
        onClick={() => setOpen(!open)}
      >
        {current ? current.label : value || placeholder}
      </button>
      {open ? (
        <div
          ref={panel}
          className="filter-select__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              event.preventDefault();
              setOpen(false);
            }
          }}
        >
          <input
            className="field__input"
            value={filter}
            maxLength={SELECT_FILTER_MAX}
            placeholder="Filter"
            aria-label={`Filter ${label}`}
            autoFocus
            data-testid={`${testId}-filter`}
            onChange={(event) => setFilter(event.target.value.slice(0, SELECT_FILTER_MAX))}
          />
          {shown.length === 0 ? (
            <p className="filter-select__empty" data-testid={`${testId}-empty`}>
              Nothing matches “{filter}”.
            </p>
          ) : (
            <ul role="listbox" aria-label={label} className="filter-select__list">
              {shown.map((option) => (
                // The option is the button; the item only lays it out (a listbox holds options, not list items).
                <li key={option.value} role="presentation">
                  <button
                    type="button"
                    role="option"
                    aria-selected={option.value === value}
                    className="filter-select__option"
                    data-testid={`${testId}-option-${option.value}`}
                    onClick={() => {
                      onChange(option.value);
                      setOpen(false);
                      setFilter('');
                    }}
                  >
                    <span>{option.label}</span>
                    {option.detail ? <span className="filter-select__detail">{option.detail}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}
