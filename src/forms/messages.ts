// Texts for the validation rule keys of studio.md §5 (the spec names the keys, not the wording).
import { DESCRIPTION_MAX, NAME_MAX, BIO_MAX } from '../../contracts/constants';

export const MESSAGES: Record<string, string> = {
  'empty-name': 'Please enter a name.',
  'too-long-name': `The name can be at most ${NAME_MAX} characters long.`,
  'too-long-description': `The description can be at most ${DESCRIPTION_MAX} characters long.`,
  'too-long-bio': `The bio can be at most ${BIO_MAX} characters long.`,
  'invalid-email': 'Please enter a valid email address.',
  'accept-terms-form.tos.required': 'Please accept the terms of service to continue.',
  'accept-terms-form.pp.required': 'Please accept the privacy policy to continue.',
};

export interface Issue {
  field: string;
  rule: string;
  message: string;
}

/** The text for an issue: the form's own text for its rule, a known rule key, else the validator's message, capitalised. */
export function issueText(issue: Issue, formMessages: Readonly<Record<string, string>> = {}): string {
  const known = formMessages[issue.rule] ?? MESSAGES[issue.rule];
  if (known) return known;
  const text = issue.message || issue.rule;
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
}

/** One message per field (the first issue wins); '' collects whole-payload issues. */
export function errorsByField(issues: readonly Issue[], formMessages?: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field.split('.')[0] ?? '';
    errors[field] ??= issueText(issue, formMessages);
  }
  return errors;
}
