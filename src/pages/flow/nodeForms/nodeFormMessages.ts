// English texts for the node form message keys (editor.md §5, §8). The engine's config schemas name each rule
// (engine/model/kinds/*Kind.ts); the same key can mean different limits in different kinds, so a kind may
// override the shared text. Unknown keys fall back to a generic sentence, never to the raw key.
import { NAME_LENGTH_MAX, type NodeType } from '../../../../engine/model/index';

/** Texts shared by every kind. */
export const NODE_FORM_MESSAGES: Readonly<Record<string, string>> = {
  // entrypoint
  'too-many-values': 'At most 25 values are allowed.',
  'value-required': 'Add at least one value.',
  'origin-too-long': 'An origin can be at most 256 characters long.',
  'data-attribute-invalid': 'Use lowercase letters, digits and hyphens, starting with "data-".',
  // key/value lists (define, collect) and storage
  'key-empty': 'Enter a key.',
  'key-too-long': 'The key can be at most 32 characters long.',
  'value-empty': 'Enter a value.',
  'value-too-long': 'The value can be at most 1024 characters long.',
  'too-many-fields': 'At most 100 fields are allowed.',
  'duplicate-key': 'Each key can be used only once.',
  'partition-required': 'Enter a partition name.',
  'partition-too-long': 'The partition name can be at most 256 characters long.',
  'timeout-invalid': 'The timeout cannot be negative.',
  'timeout-too-long': 'The timeout can be at most 10 seconds.',
  'max-age-invalid': 'The max age must be a whole number of seconds, -1 or more.',
  'max-age-too-long': 'The max age can be at most 31536000 seconds (one year).',
  'too-many-entries': 'At most 100 entries are allowed.',
  // redirect, http_request
  'url-too-long': 'The URL can be at most 2048 characters long.',
  // ab_testing
  'weight-invalid': 'Each weight must be a whole number from 1 to 100.',
  'weights-count': 'Use 2 to 5 branches.',
  'weights-sum': 'The weights must add up to 100 %.',
  // ai_prompt
  'prompt-too-long': 'The prompt can be at most 4096 characters long.',
  'temperature-range': 'The temperature must be between 0 and 2.',
  // function
  'too-many-functions': 'At most 50 functions are allowed.',
  'name-too-long': 'The name can be at most 100 characters long.',
  // code
  'code-too-long': 'The code is too long (at most 65536 characters).',
  'code-invalid': 'The code has a syntax error.',
  'code-lint': 'The code needs attention.',
  'code-unknown-context-value': 'This context value is not provided by any node upstream.',
  // condition
  'values-count': 'This operator needs a different number of values.',
  'regex-invalid': 'This is not a valid regular expression.',
  'conditions-required': 'A branch needs at least one condition.',
  'conditions-max': 'A branch can have at most 10 conditions.',
  'branches-required': 'Add a branch or turn on the default branch.',
  'branches-max': 'At most 5 branches are allowed, the default included.',
  // await
  'event-value-number-required': 'Enter a whole number (digits only).',
  'event-value-max-length': 'The number can be at most 32 digits long.',
  'event-values-count': 'This trigger takes a different number of values.',
  'event-trigger-unique': 'Each trigger can be used only once.',
  // every kind: a secret where its value would become visible (engine/model/kinds/secretPlacement.ts)
  'secret-not-allowed':
    'A secret cannot be used here: visitors or people reading the results would see it. Secrets go only into an HTTP request (URL, header values, body) or an email.',
  // http_request
  'header-name-too-long': 'A header name can be at most 128 characters long.',
  'header-value-too-long': 'A header value can be at most 2048 characters long.',
  'too-many-headers': 'At most 25 headers are allowed.',
  'body-too-long': 'The body can be at most 10240 characters long.',
  'response-map-too-long': 'The response map can be at most 2048 characters long.',
  'timeout-too-short': 'The timeout cannot be negative.',
  // email
  'from-too-long': 'The sender name can be at most 64 characters long.',
  'reply-to-too-long': 'The reply-to address can be at most 512 characters long.',
  'to-required': 'Enter at least one recipient.',
  'to-too-long': 'The recipients can be at most 512 characters long.',
  'cc-too-long': 'The cc recipients can be at most 320 characters long.',
  'bcc-too-long': 'The bcc recipients can be at most 320 characters long.',
  'subject-required': 'Enter a subject.',
  'subject-too-long': 'The subject can be at most 512 characters long.',
  'content-too-long': 'The content can be at most 102400 characters long.',
  // note
  'width-range': 'The width must be between 150 and 640.',
  'text-too-long': 'The text can be at most 1024 characters long.',
  // shape errors (invalid-<superstruct type>)
  'invalid-number': 'Enter a number.',
  'invalid-string': 'Enter a text.',
  'invalid-enums': 'Pick one of the options.',
};

/** Where one key means a different limit in one kind. */
const KIND_MESSAGES: Partial<Record<NodeType, Readonly<Record<string, string>>>> = {
  entrypoint: { 'value-too-long': `A value can be at most ${NAME_LENGTH_MAX} characters long.` },
  storage: { 'value-too-long': 'The value can be at most 2048 characters long.' },
  http_request: { 'timeout-too-long': 'The timeout can be at most 15 seconds.' },
};

export const GENERIC_PROBLEM = 'This value is not valid.';

/** The English text of a message key in a kind's form. */
export function nodeFormMessage(type: NodeType, key: string): string {
  return KIND_MESSAGES[type]?.[key] ?? NODE_FORM_MESSAGES[key] ?? GENERIC_PROBLEM;
}

/** Whether a key has its own text (tests check every engine rule has one). */
export function hasNodeFormMessage(type: NodeType, key: string): boolean {
  return KIND_MESSAGES[type]?.[key] !== undefined || NODE_FORM_MESSAGES[key] !== undefined;
}
