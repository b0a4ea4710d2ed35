// Live co-editing, the editor's side: the session, presence, follow mode and node-id leases (FlowEditor.collab).
export { EditorCollab, type CollabOptions, type ChannelWelcome } from './EditorCollab';
export { CollabSession, type CollabSessionListener } from './CollabSession';
export { FlowVersionTooOldError, isVersionTooOld, type CollabTransport, type FlowChange, type OwnOpOutcome, type PatchAnswer, type ChangesPage } from './collabTypes';
export type { OpOutcome, Replaced } from '../model/collab/rebaseTypes';
export { PeerPresence, type PeerSummary, type PresenceChange } from './PeerPresence';
export type { LocalPresence, Presence, PeerViewport } from './presenceTypes';
export type { NodeIdRange } from './NodeIdLeases';
