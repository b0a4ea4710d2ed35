// The visitor-facing state of input and checkbox blocks: validity, the state attributes the override rules
// select on (data-empty, data-filled, data-checked, data-invalid), and the values a button click hands on.
import type { ContextValue } from '../../contracts/runtime';
import type { Block } from '../../engine/model/view/blockTree';
import type { CheckboxConfig, InputConfig } from '../../engine/model/view/blockConfig';
import { inputProblem, type InputProblem } from '../../engine/model/view/inputValidation';
import { resolveBlockConfig } from '../../engine/model/view/resolveBlock';

export type Field =
  | { kind: 'input'; element: HTMLElement; control: HTMLInputElement | HTMLTextAreaElement; config: InputConfig; touched: boolean }
  | { kind: 'checkbox'; element: HTMLElement; control: HTMLInputElement; config: CheckboxConfig; touched: boolean };

export function createField(block: Block, element: HTMLElement, control: HTMLInputElement | HTMLTextAreaElement): Field | null {
  if (block.type === 'input') return { kind: 'input', element, control, config: resolveBlockConfig(block as Block & { type: 'input' }), touched: false };
  if (block.type === 'checkbox') return { kind: 'checkbox', element, control: control as HTMLInputElement, config: resolveBlockConfig(block as Block & { type: 'checkbox' }), touched: false };
  return null;
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
