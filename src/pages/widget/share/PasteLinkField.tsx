import { useState } from 'react';

/**
 * Where a share link is pasted (or typed) to read its options back; the page also listens for a paste anywhere
 * else. `onLink` answers whether the text was a link of this studio; a foreign link is ignored silently.
 */
export function PasteLinkField({ onLink }: { onLink(text: string): boolean }) {
  const [value, setValue] = useState('');
  return (
    <label className="field share-paste">
      <span className="field__label">Paste a share link to load its options</span>
      <input
        className="field__input"
        value={value}
        placeholder="https://…/w/…"
        onChange={(event) => setValue(onLink(event.target.value) ? '' : event.target.value)}
        data-testid="share-paste-input"
      />
    </label>
  );
}
