// The error lines under a field (each message once).
export function FieldErrors({ errors, testId }: { errors: readonly (string | undefined)[]; testId?: string | undefined }) {
  const texts = [...new Set(errors.filter((text): text is string => !!text))];
  if (texts.length === 0) return null;
  return (
    <div className="node-form__errors" data-testid={testId ? `${testId}-error` : undefined}>
      {texts.map((text) => (
        <p key={text} className="field__error" role="alert">
          {text}
        </p>
      ))}
    </div>
  );
}
