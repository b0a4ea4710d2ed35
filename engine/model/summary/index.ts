export { nodeSummary, truncate, oneLine, abLetter, firstViewText } from './nodeSummary';
export { outputLabels } from './outputLabels';
