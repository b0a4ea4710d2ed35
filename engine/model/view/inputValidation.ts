// What a visitor's entry must satisfy (editor.md §3 input config, §5 input rules): required, type, pattern,
// min and max (numbers for type number, lengths otherwise). Pure: the renderer and the editor share it.
import type { InputConfig } from './blockConfig';

export type InputProblem = 'required' | 'type' | 'pattern' | 'min' | 'max';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const TEL = /^\+?[0-9 ().-]{3,32}$/;

/** The pattern as a whole-value regular expression, or null when it is empty or does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  if (pattern === '') return null;
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return null;
  }
}

/** Whether a pattern compiles (an empty one does: it means no pattern). */
export function isValidPattern(pattern: string): boolean {
  return pattern === '' || compilePattern(pattern) !== null;
}

/** The first rule the value breaks, or null. An empty optional value breaks nothing. */
export function inputProblem(config: InputConfig, value: string): InputProblem | null {
  if (value === '') return config.required ? 'required' : null;
  if (config.type === 'number') {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return 'type';
    if (config.min !== null && number < config.min) return 'min';
    if (config.max !== null && number > config.max) return 'max';
  } else {
    if (config.type === 'email' && !EMAIL.test(value)) return 'type';
    if (config.type === 'tel' && !TEL.test(value)) return 'type';
    if (config.min !== null && value.length < config.min) return 'min';
    if (config.max !== null && value.length > config.max) return 'max';
  }
  const pattern = compilePattern(config.pattern);
  if (pattern && !pattern.test(value)) return 'pattern';
  return null;
}
