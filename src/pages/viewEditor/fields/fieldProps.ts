// What every style field of the property form takes: its value, a change callback (a structural change such as
// adding a shadow asks for its own undo step; typing coalesces), the schema's errors inside its value, and
// read-only. Composite fields hand their parts a scoped error lookup.

/** The first message of a problem at `path` inside the field's value ('' = anywhere in it), or undefined. */
export type ErrorsAt = (path: string) => string | undefined;

export type ChangeKind = 'typing' | 'step';

export interface StyleFieldProps<T> {
  label: string;
  value: T;
  onChange(value: T, kind?: ChangeKind): void;
  errorsAt: ErrorsAt;
  disabled: boolean;
  testId: string;
}

/** The lookup of a part of the value (`within(errorsAt, 'border')('width')` = `errorsAt('border.width')`). */
export function within(errorsAt: ErrorsAt, prefix: string | number): ErrorsAt {
  return (path) => errorsAt(path === '' ? String(prefix) : `${prefix}.${path}`);
}
