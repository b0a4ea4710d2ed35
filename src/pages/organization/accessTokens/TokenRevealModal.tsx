import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useCopied } from '../../../ui/useCopied';
import type { CreatedAccessToken } from './accessTokenTypes';

/** Copy feedback for the token (studio.md §9: 1 s). */
const TOKEN_COPY_FEEDBACK_MS = 1_000;

/**
 * The new token, shown this once (studio.md §2.10): hidden by default with show/hide and copy.
 * Escape and outside clicks do nothing; the user leaves with "I'm done".
 */
export function TokenRevealModal({ token, onDone }: { token: CreatedAccessToken; onDone(): void }) {
  const [visible, setVisible] = useState(false);
  const [copiedText, copy] = useCopied(TOKEN_COPY_FEEDBACK_MS);
  const copied = copiedText === token.token;

  return (
    <Modal
      open
      locked
      title="Your new access token"
      onClose={onDone}
      testId="token-reveal-modal"
      actions={
        <Button variant="primary" onClick={onDone} data-testid="token-done">
          I’m done
        </Button>
      }
    >
      <p>
        Copy the token <strong>{token.name}</strong> now and keep it somewhere safe. It will not be shown again.
      </p>
      <div className="token-reveal">
        <input
          className="field__input token-reveal__value"
          type={visible ? 'text' : 'password'}
          value={token.token}
          readOnly
          aria-label="Access token"
          data-testid="token-value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="sm" onClick={() => setVisible(!visible)} aria-pressed={visible} data-testid="token-toggle-visibility">
          {visible ? 'Hide' : 'Show'}
        </Button>
        <Button size="sm" onClick={() => void copy(token.token)} data-testid="token-copy" data-copied={copied || undefined}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="hint">Send it as a bearer token: Authorization: Bearer &lt;token&gt;.</p>
    </Modal>
  );
}
