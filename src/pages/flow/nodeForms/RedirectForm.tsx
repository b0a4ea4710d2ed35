// Redirect: the target URL (tokens allowed) and whether it replaces the current history entry.
import { CheckboxField } from './inputs/CheckboxField';
import { PlaceholderField } from './inputs/PlaceholderField';
import type { NodeFormProps } from './nodeFormProps';

export default function RedirectForm({ config, onChange, problems, readOnly }: NodeFormProps<{ url: string; replace: boolean }>) {
  return (
    <>
      <PlaceholderField
        label="URL"
        value={config.url}
        placeholder="https://example.com/thanks"
        testId="redirect-url"
        error={problems.at('url')}
        warning={config.url.trim() === '' ? 'Without a URL the visitor stays on the page.' : undefined}
        onChange={(url) => onChange({ ...config, url })}
      />
      <CheckboxField
        label="Replace the current page in the history"
        checked={config.replace}
        disabled={readOnly}
        testId="redirect-replace"
        hint="The back button then skips the page the widget was on."
        onChange={(replace) => onChange({ ...config, replace })}
      />
    </>
  );
}
