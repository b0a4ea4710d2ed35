export { NodeSearchIndex, type SearchResult } from './NodeSearchIndex';
export { nodeSearchText } from './nodeSearchText';
