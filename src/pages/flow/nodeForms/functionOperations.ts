// The function node's operations (editor.md §3 names the families — math and string operations with operands,
// find, replace, regex, start and end index, encode or decode — not the names; these are this product's).
export interface FunctionOperation {
  name: string;
  label: string;
  group: 'Math' | 'String';
  /** One label per argument. */
  args: readonly string[];
}

export const FUNCTION_OPERATIONS: readonly FunctionOperation[] = [
  { name: 'add', label: 'Add', group: 'Math', args: ['Operand', 'Operand'] },
  { name: 'subtract', label: 'Subtract', group: 'Math', args: ['Operand', 'Operand'] },
  { name: 'multiply', label: 'Multiply', group: 'Math', args: ['Operand', 'Operand'] },
  { name: 'divide', label: 'Divide', group: 'Math', args: ['Dividend', 'Divisor'] },
  { name: 'round', label: 'Round', group: 'Math', args: ['Operand'] },
  { name: 'min', label: 'Minimum', group: 'Math', args: ['Operand', 'Operand'] },
  { name: 'max', label: 'Maximum', group: 'Math', args: ['Operand', 'Operand'] },
  { name: 'random', label: 'Random number', group: 'Math', args: ['From', 'To'] },
  { name: 'concat', label: 'Join texts', group: 'String', args: ['Text', 'Text'] },
  { name: 'lowercase', label: 'Lowercase', group: 'String', args: ['Text'] },
  { name: 'uppercase', label: 'Uppercase', group: 'String', args: ['Text'] },
  { name: 'trim', label: 'Trim spaces', group: 'String', args: ['Text'] },
  { name: 'replace', label: 'Find and replace', group: 'String', args: ['Text', 'Find', 'Replace with'] },
  { name: 'regex_replace', label: 'Regex replace', group: 'String', args: ['Text', 'Regex', 'Replace with'] },
  { name: 'substring', label: 'Part of a text', group: 'String', args: ['Text', 'Start index', 'End index'] },
  { name: 'length', label: 'Length', group: 'String', args: ['Text'] },
  { name: 'url_encode', label: 'URL encode', group: 'String', args: ['Text'] },
  { name: 'url_decode', label: 'URL decode', group: 'String', args: ['Text'] },
  { name: 'base64_encode', label: 'Base64 encode', group: 'String', args: ['Text'] },
  { name: 'base64_decode', label: 'Base64 decode', group: 'String', args: ['Text'] },
];

export function functionOperation(name: string): FunctionOperation | undefined {
  return FUNCTION_OPERATIONS.find((operation) => operation.name === name);
}

/** A new call of an operation: one empty argument per label. */
export function newFunctionCall(name: string): { name: string; args: string[] } {
  return { name, args: (functionOperation(name)?.args ?? []).map(() => '') };
}

/** Switching the operation keeps the arguments that still have a place. */
export function changeOperation(call: { name: string; args: string[] }, name: string): { name: string; args: string[] } {
  const count = functionOperation(name)?.args.length ?? call.args.length;
  return { name, args: Array.from({ length: count }, (_, index) => call.args[index] ?? '') };
}
