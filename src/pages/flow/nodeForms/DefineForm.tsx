// Define: fields whose keys become this node's context values.
import { FIELDS_MAX } from '../../../../engine/model/index';
import { KeyValueList } from './inputs/KeyValueList';
import type { NodeFormProps } from './nodeFormProps';

type Row = { key: string; value: string };

export default function DefineForm({ config, onChange, problems, readOnly }: NodeFormProps<{ fields: Row[] }>) {
  return (
    <KeyValueList
      label="Values"
      rows={config.fields}
      max={FIELDS_MAX}
      path="fields"
      problems={problems}
      readOnly={readOnly}
      testId="define-fields"
      keyLabel="Name"
      addLabel="Add value"
      onChange={(fields) => onChange({ ...config, fields })}
    />
  );
}
