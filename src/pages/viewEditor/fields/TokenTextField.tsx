// The text of a text block (editor.md §3: {{context value}} tokens shown as chips): a textarea over a mirror of
// its text in which each token is drawn as a chip (known value, unknown, or secret: never shown to visitors),
// with the node forms' "Insert value" picker offering the values upstream of this view node (no secrets).
// The textarea keeps native editing (caret, selection, undo of the field); the mirror only paints.
import { useId, useRef, useState } from 'react';
import type { ContextValueOption } from '../../../../engine/model/index';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { PlaceholderPicker } from '../../flow/nodeForms/inputs/PlaceholderPicker';
import { useCaretAfterInsert } from '../../flow/nodeForms/inputs/useCaretAfterInsert';
import { insertToken } from '../../flow/nodeForms/placeholderTokens';
import { textSegments, visitorValues } from './textTokens';
import { useFocusDraft } from './useFocusDraft';

interface TokenTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The context values the view node sees; secrets among them are never offered. */
  values: readonly ContextValueOption[];
  disabled: boolean;
  error?: string | undefined;
  testId: string;
}

const STATUS_TITLES = {
  known: '',
  unknown: 'No upstream node provides this value: visitors see it empty.',
  secret: 'Secrets never show to visitors: a view cannot use one.',
} as const;

export function TokenTextField({ label, value, onChange, values, disabled, error, testId }: TokenTextFieldProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const draft = useFocusDraft(value);
  const [picking, setPicking] = useState(false);
  // Where a picked token goes: the last caret or selection in the field; the end until the field was used.
  const selection = useRef<{ start: number; end: number } | null>(null);
  const offered = visitorValues(values);
  const text = draft.text;
  const segments = textSegments(text, offered);
  const problems = segments.filter((segment) => segment.kind === 'token' && segment.status !== 'known');

  const change = (next: string) => {
    if (document.activeElement === input.current) draft.type(next);
    onChange(next);
  };
  const placeCaretAfterCommit = useCaretAfterInsert(input);
  const insert = (token: string) => {
    const { text: next, caret } = insertToken(text, token, selection.current?.start ?? text.length, selection.current?.end ?? text.length);
    placeCaretAfterCommit(caret);
    onChange(next);
    setPicking(false);
  };

  return (
    <div className="field token-text-field">
      <div className="node-form__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {disabled ? null : (
          <button type="button" className="node-form__link" aria-expanded={picking} aria-label={`Insert value into ${label}`} data-testid={`${testId}-insert`} onClick={() => setPicking(!picking)}>
            {'{{ }}'} Insert value
          </button>
        )}
      </div>
      <div className="token-text">
        <div className="token-text__mirror field__input" aria-hidden="true" data-testid={`${testId}-chips`}>
          {segments.map((segment, index) =>
            segment.kind === 'text' ? (
              segment.text
            ) : (
              <mark key={index} className={`token-text__chip token-text__chip--${segment.status}`} data-token={segment.token} data-status={segment.status}>
                {segment.text}
              </mark>
            ),
          )}
          {/* A trailing newline needs a character after it to take its line. */}
          {'\u200b'}
        </div>
        <textarea
          ref={input}
          id={id}
          className="token-text__input field__input"
          value={text}
          disabled={disabled}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          onFocus={draft.onFocus}
          onBlur={draft.onBlur}
          onChange={(event) => change(event.target.value)}
          onSelect={(event) => (selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })}
        />
      </div>
      {picking ? <PlaceholderPicker values={offered} testId={testId} onPick={insert} onClose={() => setPicking(false)} /> : null}
      {problems.length > 0 ? (
        <ul className="token-text__problems" data-testid={`${testId}-token-problems`}>
          {[...new Map(problems.map((segment) => [segment.text, segment])).values()].map((segment) =>
            segment.kind === 'token' ? (
              <li key={segment.text} className={`token-text__problem token-text__problem--${segment.status}`}>
                <span className="token-chip token-chip--unknown">{segment.token}</span> {STATUS_TITLES[segment.status]}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}
