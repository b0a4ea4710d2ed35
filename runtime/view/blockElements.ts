// One DOM element per block (its type's structure and its config's content; style comes from blockCss).
// Texts go in as text nodes, never as HTML; {{context}} tokens are substituted, secrets always render empty.
import type { Block } from '../../engine/model/view/blockTree';
import { resolveBlockConfig } from '../../engine/model/view/resolveBlock';
import type { InputConfig } from '../../engine/model/view/blockConfig';
import { blockClass } from './blockCss';

export interface ElementInputs {
  document: Document;
  /** Text with its {{tokens}} replaced (secret tokens already removed). */
  substitute(text: string): string;
  fileUrl(fileId: string): string;
}

/** A created block element and, for inputs and checkboxes, its native control and its validation message. */
export interface BlockElement {
  element: HTMLElement;
  control: HTMLInputElement | HTMLTextAreaElement | null;
  /** Where the broken rule's text shows (empty while valid); the control is described by it. */
  message: HTMLElement | null;
}

const SECRET_TOKEN = /\{\{\s*secret\.[^{}]*\}\}/g;

/** Removes secret placeholders before substitution: a secret never renders, whatever the context reader does. */
export function withoutSecrets(text: string): string {
  return text.includes('{{') ? text.replace(SECRET_TOKEN, '') : text;
}

function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text) element.textContent = text;
  return element;
}

export function createBlockElement(block: Block, inputs: ElementInputs): BlockElement {
  const doc = inputs.document;
  const text = (value: string) => inputs.substitute(withoutSecrets(value));
  const classes = `k-${block.type} ${blockClass(block.id)}`;
  let element: HTMLElement;
  let control: BlockElement['control'] = null;
  let message: HTMLElement | null = null;
  switch (block.type) {
    case 'container':
      element = make(doc, 'div', classes);
      break;
    case 'text': {
      // A heading level makes it a heading (what screen-reader users jump between); otherwise a paragraph.
      const config = resolveBlockConfig(block as Block & { type: 'text' });
      const level = Number.isInteger(config.headingLevel) && config.headingLevel >= 1 && config.headingLevel <= 6 ? config.headingLevel : 0;
      element = make(doc, level ? (`h${level}` as 'h1') : 'p', classes, text(config.text));
      break;
    }
    case 'button': {
      const button = make(doc, 'button', classes, text(resolveBlockConfig(block as Block & { type: 'button' }).label));
      button.type = 'button';
      element = button;
      break;
    }
    case 'image': {
      const config = resolveBlockConfig(block as Block & { type: 'image' });
      const alt = text(config.alt);
      if (config.image) {
        const image = make(doc, 'img', classes);
        image.src = inputs.fileUrl(config.image);
        image.alt = alt;
        element = image;
      } else {
        element = make(doc, 'div', `${classes} empty`);
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', alt);
      }
      break;
    }
    case 'checkbox': {
      const config = resolveBlockConfig(block as Block & { type: 'checkbox' });
      element = make(doc, 'label', classes);
      const box = make(doc, 'input', 'n');
      box.type = 'checkbox';
      box.id = `f${block.id}`;
      box.checked = config.defaultValue;
      if (config.required) box.setAttribute('aria-required', 'true');
      const caption = make(doc, 'span', 't', text(config.label));
      caption.id = `t${block.id}`;
      message = createMessage(doc, block.id);
      // Named by its caption only: the message inside the label describes the box, it is not part of its name.
      if (caption.textContent) box.setAttribute('aria-labelledby', caption.id);
      else nameWithoutLabel(box, config.name);
      element.append(box, make(doc, 'span', 'x'), caption, message);
      control = box;
      break;
    }
    case 'input': {
      const config = resolveBlockConfig(block as Block & { type: 'input' });
      element = make(doc, 'div', classes);
      const field = createField(doc, config);
      field.id = `f${block.id}`;
      field.placeholder = text(config.placeholder);
      field.value = text(config.defaultValue);
      if (config.required) field.setAttribute('aria-required', 'true');
      const label = make(doc, 'label', 'l', text(config.label));
      label.htmlFor = field.id;
      if (!label.textContent) nameWithoutLabel(field, field.placeholder || config.name);
      message = createMessage(doc, block.id);
      element.append(label, field, message);
      control = field;
      break;
    }
    default:
      element = make(doc, 'div', classes);
  }
  element.dataset.blockId = String(block.id);
  if (control && message) control.setAttribute('aria-describedby', message.id);
  return { element, control, message };
}

/** The validation message element of a field (empty and hidden while the field is valid). */
function createMessage(doc: Document, id: number): HTMLElement {
  const message = make(doc, 'p', 'm');
  message.id = `m${id}`;
  return message;
}

/**
 * A field whose designer left the label empty still gets a name (the view editor warns about it): its placeholder,
 * else its context value name. Nothing at all is worse than either.
 */
function nameWithoutLabel(control: HTMLElement, fallback: string): void {
  if (fallback) control.setAttribute('aria-label', fallback);
}

/** Native types give the right keyboard; validation is ours (engine/model/view/inputValidation.ts). */
const NATIVE_TYPE: Record<InputConfig['type'], string> = { text: 'text', number: 'text', email: 'email', password: 'password', tel: 'tel', multiline: '' };

function createField(doc: Document, config: InputConfig): HTMLInputElement | HTMLTextAreaElement {
  if (config.type === 'multiline') {
    const area = make(doc, 'textarea', 'f');
    area.rows = 3;
    return area;
  }
  const field = make(doc, 'input', 'f');
  field.type = NATIVE_TYPE[config.type];
  if (config.type === 'number') field.inputMode = 'decimal';
  if (config.type === 'email') field.autocomplete = 'email';
  if (config.type === 'tel') field.autocomplete = 'tel';
  return field;
}
