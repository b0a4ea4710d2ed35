// What each per-kind form receives from the NodeEditModal.
import type { FormProblems } from './formProblems';

export interface NodeFormProps<C> {
  nodeId: number;
  config: C;
  onChange(config: C): void;
  problems: FormProblems;
  readOnly: boolean;
}
