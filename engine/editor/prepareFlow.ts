// Opening a flow: the live model and the spatial index built from the stored document as sliced work
// (model/slicedWork.ts), so a 100k-node flow never holds the main thread for one long task.
import { FlowModel } from '../model/FlowModel';
import type { FlowDocument } from '../model/flowTypes';
import type { SlicedWork } from '../model/slicedWork';
import { SpatialIndex } from '../spatial/SpatialIndex';

export interface PreparedFlow {
  model: FlowModel;
  index: SpatialIndex;
}

export function* prepareFlow(document: FlowDocument): SlicedWork<PreparedFlow> {
  const model = yield* FlowModel.build(document);
  const index = yield* SpatialIndex.buildSliced(model);
  return { model, index };
}

/** The same, at once (tests, small flows). */
export function prepareFlowNow(document: FlowDocument): PreparedFlow {
  const model = FlowModel.fromDocument(document);
  return { model, index: SpatialIndex.build(model) };
}
