// The node warning keys (editor.md §5 "Warnings", §8 "Node warnings") and their English text.

export const WARNING_KEYS = [
  'missing-redirect-url',
  'missing-prompt',
  'missing-url',
  'unsafe-url',
  'missing-context-value',
  'missing-secret',
  'code-invalid',
  'unconnected-button',
] as const;

export type WarningKey = (typeof WARNING_KEYS)[number];

export interface NodeWarning {
  key: WarningKey;
  /** Readable English text (the UI may use its own wording per key). */
  message: string;
  /** Where in the config the problem is ([] for the node as a whole). */
  path: (string | number)[];
  /** The placeholder or getValue name concerned (missing-context-value, missing-secret). */
  token?: string;
}

/** `token`: the placeholder or name concerned; for unconnected-button, the button's label. */
export function warningMessage(key: WarningKey, token?: string): string {
  switch (key) {
    case 'missing-redirect-url':
      return 'The redirect has no URL.';
    case 'missing-prompt':
      return 'The AI prompt is empty.';
    case 'missing-url':
      return 'The request has no URL.';
    case 'unsafe-url':
      return 'The URL origin comes from a context value; write the scheme and host literally.';
    case 'missing-context-value':
      return `No upstream node provides the context value ${token ?? ''}.`.replace(' .', '.');
    case 'missing-secret':
      return `The widget has no secret ${token ?? ''}.`.replace(' .', '.');
    case 'code-invalid':
      return 'The code is not valid JavaScript.';
    case 'unconnected-button':
      return `The button “${token ?? ''}” is not connected: pressing it ends the flow.`;
  }
}
