// An image picked from the organization's files (editor.md §3 image, background image; §6 files). OWNED BY the
// fonts/files work: this first version shows the file id; the file picker modal replaces it.
export interface ImageFileFieldProps {
  label: string;
  /** A file id, or null when none is picked. */
  value: string | null;
  onChange(fileId: string | null): void;
  disabled?: boolean;
  testId?: string;
}

export function ImageFileField({ label, value, onChange, disabled, testId }: ImageFileFieldProps) {
  return (
    <label className="field" data-testid={testId}>
      <span className="field__label">{label}</span>
      <input value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)} />
    </label>
  );
}
