// The "Insert value" list of {{context value}} tokens: a filter box over the values a node sees (upstream
// values, and secrets where the field offers them), each with the node that provides it. Used by the node forms'
// PlaceholderField and the view editor's text field.
import { useState } from 'react';
import { NODE_KIND_LABELS } from '../../../../../engine/index';
import { braced, filterOptions, type ContextValueOption } from '../placeholderTokens';
import { useDropdownPlacement } from '../../../../ui/useDropdownPlacement';
import { SELECT_FILTER_MAX } from './FilterSelect';

interface PlaceholderPickerProps {
  values: readonly ContextValueOption[];
  /** Called with the braced token ("{{1.page_url}}"). */
  onPick(token: string): void;
  onClose(): void;
  testId: string;
}

export function PlaceholderPicker({ values, onPick, onClose, testId }: PlaceholderPickerProps) {
  const [filter, setFilter] = useState('');
  // Mounted when opened: placed where a useful number of rows fits (a dozen, scrolling beyond).
  const panel = useDropdownPlacement<HTMLDivElement>(true);
  const options = values.map((option) => ({
    label: braced(option.token),
    detail: option.source === 'node' ? `${NODE_KIND_LABELS[option.nodeType]} #${option.nodeId}` : 'Secret',
    token: braced(option.token),
  }));
  const shown = filterOptions(options, filter);
  return (
    <div ref={panel} className="placeholder-picker" data-testid={`${testId}-picker`}>
      <input
        className="field__input"
        value={filter}
        maxLength={SELECT_FILTER_MAX}
        placeholder="Filter values"
        aria-label="Filter values"
        autoFocus
        onChange={(event) => setFilter(event.target.value.slice(0, SELECT_FILTER_MAX))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
      />
      {options.length === 0 ? (
        <p className="filter-select__empty">No values available: connect this node below nodes that provide values.</p>
      ) : shown.length === 0 ? (
        <p className="filter-select__empty">Nothing matches “{filter}”.</p>
      ) : (
        <ul className="filter-select__list">
          {shown.map((option) => (
            <li key={option.token}>
              <button type="button" className="filter-select__option" data-testid={`${testId}-pick`} onClick={() => onPick(option.token)}>
                <span className="token-chip" title={option.label}>{option.label}</span>
                <span className="filter-select__detail">{option.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
