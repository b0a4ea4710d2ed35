// The words a visitor reads (and a screen reader announces) when a field breaks a rule (issue 25): the text the
// designer wrote for that rule, or a default that says what to enter. Shared by the block renderer and the view
// editor (which shows the default as the message field's placeholder). Pure.
import type { CheckboxConfig, InputConfig } from './blockConfig';
import type { InputProblem } from './inputValidation';

/** The config field holding the designer's text of each rule. */
export const MESSAGE_FIELDS: Readonly<Record<InputProblem, 'requiredMessage' | 'typeMessage' | 'patternMessage' | 'minMessage' | 'maxMessage'>> = {
  required: 'requiredMessage',
  type: 'typeMessage',
  pattern: 'patternMessage',
  min: 'minMessage',
  max: 'maxMessage',
};

const TYPE_TEXT: Record<InputConfig['type'], string> = {
  email: 'Enter an email address, like name@example.com.',
  tel: 'Enter a phone number.',
  number: 'Enter a number.',
  text: 'Enter a valid value.',
  password: 'Enter a valid value.',
  multiline: 'Enter a valid value.',
};

/** What the default text says about a rule of an input, given its config (limits are named). */
export function defaultInputMessage(config: Pick<InputConfig, 'type' | 'min' | 'max'>, problem: InputProblem): string {
  const numeric = config.type === 'number';
  switch (problem) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return TYPE_TEXT[config.type];
    case 'pattern':
      return 'Enter a value in the expected format.';
    case 'min':
      return numeric ? `Enter a number of at least ${config.min}.` : `Enter at least ${config.min} ${config.min === 1 ? 'character' : 'characters'}.`;
    case 'max':
      return numeric ? `Enter a number of at most ${config.max}.` : `Enter at most ${config.max} ${config.max === 1 ? 'character' : 'characters'}.`;
  }
}

export const DEFAULT_CHECKBOX_MESSAGE = 'Check this box to continue.';

/** The message of an input's broken rule: the designer's text when there is one (not blank), else the default. */
export function inputMessage(config: InputConfig, problem: InputProblem): string {
  const own = config[MESSAGE_FIELDS[problem]];
  return own.trim() !== '' ? own : defaultInputMessage(config, problem);
}

/** The message of an unchecked required checkbox. */
export function checkboxMessage(config: CheckboxConfig): string {
  return config.requiredMessage.trim() !== '' ? config.requiredMessage : DEFAULT_CHECKBOX_MESSAGE;
}
