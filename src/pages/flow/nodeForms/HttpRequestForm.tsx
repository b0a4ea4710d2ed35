// HTTP request: method and URL (an origin taken from a context value is unsafe), headers, body for methods that
// carry one, timeout, and the response map when the flow waits for the answer.
import { secretAllowedAt } from '../../../../engine/model/index';
import { CheckboxField } from './inputs/CheckboxField';
import { KeyValueList } from './inputs/KeyValueList';
import { NumberField } from './inputs/NumberField';
import { PlaceholderField } from './inputs/PlaceholderField';
import { SelectField } from './inputs/SelectField';
import { changeMethod, HTTP_HEADERS_MAX, HTTP_METHODS, methodHasBody, urlOriginIsSubstituted, type HttpMethod } from './httpRequestEdits';
import type { NodeFormProps } from './nodeFormProps';

type HttpConfig = { url: string; method: HttpMethod; headers: { key: string; value: string }[]; body: string; responseMap: string; sync: boolean; timeout: number };

export default function HttpRequestForm({ config, onChange, problems, readOnly }: NodeFormProps<HttpConfig>) {
  const urlWarning =
    config.url.trim() === ''
      ? 'Enter the URL to call.'
      : urlOriginIsSubstituted(config.url)
        ? 'Unsafe URL: the address must start with a fixed origin (https://host); values can only follow it.'
        : undefined;
  return (
    <>
      <div className="node-form__row node-form__row--url">
        <SelectField label="Method" value={config.method} options={HTTP_METHODS} disabled={readOnly} testId="http-method" onChange={(method) => onChange(changeMethod(config, method))} />
        <PlaceholderField label="URL" value={config.url} secrets={secretAllowedAt('http_request', ['url'])} placeholder="https://api.example.com/leads" testId="http-url" error={problems.at('url')} warning={urlWarning} onChange={(url) => onChange({ ...config, url })} />
      </div>
      <KeyValueList
        label="Headers"
        rows={config.headers}
        max={HTTP_HEADERS_MAX}
        path="headers"
        problems={problems}
        readOnly={readOnly}
        testId="http-headers"
        keyLabel="Header"
        secrets={secretAllowedAt('http_request', ['headers', 0, 'value'])}
        addLabel="Add header"
        onChange={(headers) => onChange({ ...config, headers })}
      />
      {methodHasBody(config.method) ? (
        <PlaceholderField label="Body" multiline rows={6} secrets={secretAllowedAt('http_request', ['body'])} value={config.body} testId="http-body" error={problems.at('body')} onChange={(body) => onChange({ ...config, body })} />
      ) : null}
      <NumberField label="Timeout" unit="seconds, 0 to 15" value={config.timeout} min={0} max={15} step={0.5} disabled={readOnly} testId="http-timeout" error={problems.at('timeout')} onChange={(timeout) => onChange({ ...config, timeout })} />
      <CheckboxField label="Wait for the response" checked={config.sync} disabled={readOnly} testId="http-sync" hint="Gives this node the result value." onChange={(sync) => onChange({ ...config, sync })} />
      {config.sync ? (
        <PlaceholderField
          label="Response map"
          multiline
          rows={3}
          value={config.responseMap}
          placeholder="data.user.id"
          testId="http-response-map"
          error={problems.at('responseMap')}
          hint="Which part of the JSON answer becomes the result value."
          onChange={(responseMap) => onChange({ ...config, responseMap })}
        />
      ) : null}
    </>
  );
}
