// Collect: the record's fields, its partition (where results group it) and whether the flow waits for the record id.
import { FIELDS_MAX } from '../../../../engine/model/index';
import { CheckboxField } from './inputs/CheckboxField';
import { KeyValueList } from './inputs/KeyValueList';
import { PlaceholderField } from './inputs/PlaceholderField';
import type { NodeFormProps } from './nodeFormProps';

type Row = { key: string; value: string };

export default function CollectForm({ config, onChange, problems, readOnly }: NodeFormProps<{ fields: Row[]; partition: string; sync: boolean }>) {
  return (
    <>
      <PlaceholderField label="Partition" value={config.partition} testId="collect-partition" error={problems.at('partition')} hint="Records of one partition are listed together in the results." onChange={(partition) => onChange({ ...config, partition })} />
      <KeyValueList label="Fields" rows={config.fields} max={FIELDS_MAX} path="fields" problems={problems} readOnly={readOnly} testId="collect-fields" onChange={(fields) => onChange({ ...config, fields })} />
      <CheckboxField
        label="Wait until the record is stored"
        checked={config.sync}
        disabled={readOnly}
        testId="collect-sync"
        hint="Gives this node the record_id value."
        onChange={(sync) => onChange({ ...config, sync })}
      />
    </>
  );
}
