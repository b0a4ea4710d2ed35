// A text field that accepts {{context value}} tokens: an "Insert value" picker offers the upstream context values
// and the organization's secrets, and the tokens the text holds show as chips below it (an unknown one in the
// warning colour).
import { useId, useRef, useState } from 'react';
import { LockIcon } from '../../../../ui/icons/commonIcons';
import { useNodeFormEnvironment } from '../NodeFormContext';
import { insertToken, tokenKnown, tokensIn, type TokenRef } from '../placeholderTokens';
import { PlaceholderPicker } from './PlaceholderPicker';
import { FieldErrors } from './FieldErrors';
import { useCaretAfterInsert } from './useCaretAfterInsert';

interface PlaceholderFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  error?: string | undefined;
  warning?: string | undefined;
  testId: string;
  /** Offer secrets too: only where the node's kind allows one (engine secretPaths: http_request URL, header values, body; email). */
  secrets?: boolean;
  hint?: string;
  compact?: boolean;
}

export function PlaceholderField({ label, value, onChange, multiline, rows = 4, placeholder, error, warning, testId, secrets: withSecrets = false, hint, compact }: PlaceholderFieldProps) {
  const id = useId();
  const { readOnly, contextValues } = useNodeFormEnvironment();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const visible = withSecrets ? contextValues : contextValues.filter((option) => option.source === 'node');
  const tokens = tokensIn(value);

  const placeCaretAfterCommit = useCaretAfterInsert(inputRef);

  const insert = (token: string) => {
    const input = inputRef.current;
    const { text, caret } = insertToken(value, token, input?.selectionStart ?? value.length, input?.selectionEnd ?? value.length);
    placeCaretAfterCommit(caret);
    onChange(text);
    setPicking(false);
  };

  const common = {
    id,
    ref: inputRef,
    value,
    placeholder,
    disabled: readOnly,
    className: 'field__input',
    'data-testid': testId,
    'aria-invalid': error ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };

  const input = multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" autoComplete="off" />;
  const insertButton = readOnly ? null : (
    <button
      type="button"
      className={compact ? 'icon-button placeholder-field__insert' : 'node-form__link'}
      aria-expanded={picking}
      aria-label={`Insert value into ${label}`}
      title="Insert a value"
      data-testid={`${testId}-insert`}
      onClick={() => setPicking(!picking)}
    >
      {compact ? '{ }' : '{{ }} Insert value'}
    </button>
  );
  return (
    <div className={`field placeholder-field${compact ? ' field--compact' : ''}`}>
      {compact ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : (
        <div className="node-form__label-row">
          <label htmlFor={id} className="field__label">
            {label}
          </label>
          {insertButton}
        </div>
      )}
      {compact ? (
        <div className="placeholder-field__inline">
          {input}
          {insertButton}
        </div>
      ) : (
        input
      )}
      {picking ? (
        <PlaceholderPicker values={visible} testId={testId} onPick={insert} onClose={() => setPicking(false)} />
      ) : null}
      {tokens.length > 0 ? (
        <div className="token-chips" data-testid={`${testId}-tokens`}>
          {tokens.map((ref) => {
            const known = tokenKnown(ref, visible);
            return (
              <span
                key={ref.token}
                data-known={known}
                className={`token-chip${ref.kind === 'secret' ? ' token-chip--secret' : ''}${known ? '' : ' token-chip--unknown'}`}
                title={known ? undefined : chipProblem(ref.kind, withSecrets)}
              >
                {ref.kind === 'secret' ? <LockIcon className="token-chip__lock" /> : null}
                {ref.token}
              </span>
            );
          })}
        </div>
      ) : null}
      {hint && !error && !warning ? <p className="field__hint">{hint}</p> : null}
      {warning ? (
        <p className="node-form__warning" data-testid={`${testId}-warning`}>
          {warning}
        </p>
      ) : null}
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}

/** Why a chip's token is not one the field offers. */
function chipProblem(kind: TokenRef['kind'], secretsOffered: boolean): string {
  if (kind === 'secret') return secretsOffered ? 'No secret of this name in the organization' : 'Secrets cannot be used in this field';
  return kind === 'node' ? 'No upstream node provides this value' : 'Not a context value: use {{node id.name}} or {{secret.name}}';
}
