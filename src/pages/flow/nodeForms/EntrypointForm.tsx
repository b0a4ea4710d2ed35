// Entrypoint: query parameters, allowed origins and data attributes as chips, with the utm and allow-all shortcuts.
import { ALLOW_ALL_ORIGINS, ENTRYPOINT_LIST_MAX, UTM_PARAMS } from '../../../../engine/model/index';
import { ChipsInput } from './inputs/ChipsInput';
import { addChips } from './listEdits';
import type { NodeFormProps } from './nodeFormProps';

type EntrypointConfig = { queryParams: string[]; allowedOrigins: string[]; dataAttributes: string[] };

export default function EntrypointForm({ config, onChange, problems, readOnly }: NodeFormProps<EntrypointConfig>) {
  const shortcut = (label: string, testId: string, onClick: () => void) =>
    readOnly ? null : (
      <button type="button" className="node-form__link" data-testid={testId} onClick={onClick}>
        {label}
      </button>
    );
  return (
    <>
      <ChipsInput
        label="Query parameters"
        chips={config.queryParams}
        max={ENTRYPOINT_LIST_MAX}
        placeholder="Type a name, press Enter"
        disabled={readOnly}
        testId="entrypoint-query-params"
        errors={[problems.at('queryParams')]}
        chipError={(index) => problems.at('queryParams', index)}
        onChange={(queryParams) => onChange({ ...config, queryParams })}
        hint="Each becomes a context value of this node."
        actions={shortcut('+ utm parameters', 'entrypoint-add-utm', () => onChange({ ...config, queryParams: addChips(config.queryParams, UTM_PARAMS, ENTRYPOINT_LIST_MAX) }))}
      />
      <ChipsInput
        label="Allowed origins"
        chips={config.allowedOrigins}
        max={ENTRYPOINT_LIST_MAX}
        placeholder="https://example.com, press Enter"
        disabled={readOnly}
        testId="entrypoint-origins"
        errors={[problems.at('allowedOrigins')]}
        chipError={(index) => problems.at('allowedOrigins', index)}
        onChange={(allowedOrigins) => onChange({ ...config, allowedOrigins })}
        hint="Sites that may embed the widget; * allows every site."
        actions={shortcut('+ allow all (*)', 'entrypoint-allow-all', () => onChange({ ...config, allowedOrigins: addChips(config.allowedOrigins, [ALLOW_ALL_ORIGINS], ENTRYPOINT_LIST_MAX) }))}
      />
      <ChipsInput
        label="Data attributes"
        chips={config.dataAttributes}
        max={ENTRYPOINT_LIST_MAX}
        placeholder="data-plan, press Enter"
        disabled={readOnly}
        testId="entrypoint-data-attributes"
        errors={[problems.at('dataAttributes')]}
        chipError={(index) => problems.at('dataAttributes', index)}
        onChange={(dataAttributes) => onChange({ ...config, dataAttributes })}
        hint="Read from the embedding element; each becomes a context value."
      />
    </>
  );
}
