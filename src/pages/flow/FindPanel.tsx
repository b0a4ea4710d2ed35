// Find (Ctrl/Cmd+F): a box over the canvas with the query, the match count and the results (kind + summary).
// Enter / ↓ go to the next match, Shift+Enter / ↑ to the previous one, Escape closes; the engine highlights the
// matches and animates the view to the current one. The search runs in the engine (editor.find).
import { useEffect, useRef, useState } from 'react';
import { NODE_KIND_LABELS, type FindState, type FlowEditor } from '../../../engine/index';

export function FindPanel({ editor }: { editor: FlowEditor }) {
  const [state, setState] = useState<FindState>(editor.find.current);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => editor.on('find', (next) => setState(next)), [editor]);
  useEffect(() => {
    if (state.open) input.current?.focus();
  }, [state.open]);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [state.current]);
  useEffect(() => () => editor.find.close(), [editor]);

  if (!state.open) return null;
  const close = () => editor.find.close();
  return (
    <div className="find-panel" role="search" data-testid="find-panel">
      <div className="find-panel__bar">
        <input
          ref={input}
          className="find-panel__input"
          type="text"
          placeholder="Find nodes: id, kind, URL, text…"
          aria-label="Find nodes"
          defaultValue={state.query}
          data-testid="find-input"
          onChange={(event) => editor.find.search(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              editor.find.step(event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey) ? -1 : 1);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              close();
            } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
              event.preventDefault();
              input.current?.select();
            }
          }}
        />
        <span className="find-panel__count" data-testid="find-count" aria-live="polite">
          {state.query.trim() === '' ? '' : state.total === 0 ? 'No matches' : `${state.current + 1} of ${state.total}`}
        </span>
        <button type="button" className="icon-button find-panel__close" aria-label="Close find" onClick={close}>
          ×
        </button>
      </div>
      {state.results.length > 0 ? (
        <ol ref={list} className="find-panel__results" role="listbox" aria-label="Matches" data-testid="find-results">
          {state.results.map((result, position) => (
            <li
              key={result.id}
              role="option"
              aria-selected={position === state.current}
              className="find-panel__result"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor.find.show(position)}
            >
              <span className="find-panel__kind">
                {NODE_KIND_LABELS[result.type]} #{result.id}
              </span>
              <span className="find-panel__summary">{result.summary}</span>
            </li>
          ))}
          {state.total > state.results.length ? <li className="find-panel__more">{state.total - state.results.length} more — refine the query</li> : null}
        </ol>
      ) : null}
    </div>
  );
}
