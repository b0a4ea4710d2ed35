// The visitor-facing state of input and checkbox blocks: validity, the state attributes the override rules
// select on (data-empty, data-filled, data-checked, data-invalid), the message of the broken rule (shown under the
// field, the control described by it), and the values a button click hands on.
import type { ContextValue } from '../../contracts/runtime';
import type { Block } from '../../engine/model/view/blockTree';
import type { CheckboxConfig, InputConfig } from '../../engine/model/view/blockConfig';
import { inputProblem, type InputProblem } from '../../engine/model/view/inputValidation';
import { resolveBlockConfig } from '../../engine/model/view/resolveBlock';
import { checkboxMessage, inputMessage } from '../../engine/model/view/validationMessages';

interface FieldParts {
  element: HTMLElement;
  /** The broken rule's text while the invalid state shows, else empty. */
  message: HTMLElement;
  /** The designer's message with its {{tokens}} replaced (labels and texts are substituted the same way). */
  substitute(text: string): string;
  touched: boolean;
}

export type Field =
  | (FieldParts & { kind: 'input'; control: HTMLInputElement | HTMLTextAreaElement; config: InputConfig })
  | (FieldParts & { kind: 'checkbox'; control: HTMLInputElement; config: CheckboxConfig });

export function createField(
  block: Block,
  element: HTMLElement,
  control: HTMLInputElement | HTMLTextAreaElement,
  message: HTMLElement,
  substitute: (text: string) => string,
): Field | null {
  const parts = { element, message, substitute, touched: false };
  if (block.type === 'input') return { ...parts, kind: 'input', control, config: resolveBlockConfig(block as Block & { type: 'input' }) };
  if (block.type === 'checkbox') return { ...parts, kind: 'checkbox', control: control as HTMLInputElement, config: resolveBlockConfig(block as Block & { type: 'checkbox' }) };
  return null;
}

/** The text of the rule the field breaks now (null when valid). */
export function fieldMessage(field: Field): string | null {
  const problem = fieldProblem(field);
  if (problem === null) return null;
  return field.substitute(field.kind === 'checkbox' ? checkboxMessage(field.config) : inputMessage(field.config, problem));
}

/** What a screen reader is told about an invalid field: its label (or name) and the message. */
export function fieldAnnouncement(field: Field): string | null {
  const message = fieldMessage(field);
  if (message === null) return null;
  const label = field.kind === 'checkbox' ? field.element.querySelector('.t')?.textContent : field.element.querySelector('.l')?.textContent;
  const name = label || field.control.getAttribute('aria-label') || '';
  return name ? `${name}: ${message}` : message;
}

export function fieldProblem(field: Field): InputProblem | null {
  if (field.kind === 'checkbox') return field.config.required && !field.control.checked ? 'required' : null;
  return inputProblem(field.config, field.control.value);
}

/** Sets or removes an attribute only when it changes (an unchanged block sees no DOM mutation). */
function toggle(element: Element, attribute: string, on: boolean, value = ''): void {
  if (on) {
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  } else if (element.hasAttribute(attribute)) element.removeAttribute(attribute);
}

/** Sets the field's state attributes; the invalid state shows once the field was touched (or a button tried). */
export function refreshField(field: Field): boolean {
  const problem = fieldProblem(field);
  const { element } = field;
  if (field.kind === 'checkbox') toggle(element, 'data-checked', field.control.checked);
  else {
    const empty = field.control.value === '';
    toggle(element, 'data-empty', empty);
    toggle(element, 'data-filled', !empty);
  }
  const shown = problem !== null && field.touched;
  toggle(element, 'data-invalid', shown);
  toggle(field.control, 'aria-invalid', shown, 'true');
  toggle(element, 'data-problem', problem !== null, problem ?? '');
  const text = shown ? (fieldMessage(field) ?? '') : '';
  if (field.message.textContent !== text) field.message.textContent = text;
  return problem === null;
}

/** What the field adds to the context: text, a number for number inputs (null when empty), a boolean for checkboxes. */
export function fieldValue(field: Field): ContextValue {
  if (field.kind === 'checkbox') return field.control.checked;
  const value = field.control.value;
  if (field.config.type !== 'number') return value;
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

export function setStateAttribute(element: HTMLElement, attribute: string, on: boolean): void {
  toggle(element, attribute, on);
}
