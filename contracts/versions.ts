// The published versions of a widget's flow (issue 15, version history): every publish stores an immutable copy
// with the next version number; the list, one version's flow, and republishing a version as a new one.
import { coerce, object, optional, string } from 'superstruct';
import type { FlowDocument } from '../engine/model/flowTypes';
import type { FlowChangeCounts } from '../engine/model/versions/flowDiff';
import type { Widget } from './entities';
import { pageNumber } from './queries';
import { INT32_MAX, integerBetween } from './rules';

export type { FlowChangeCounts };

/** Versions per page of GET /widgets/{id}/versions, newest first. */
export const VERSIONS_PAGE_SIZE = 20;

/** One published version, without its flow. */
export interface PublishedVersion {
  widgetId: string;
  /** 1, 2, 3… per widget. */
  version: number;
  /** The version of the draft flow (GET /widgets/{id}/flow) this copy was made from. */
  flowVersion: number;
  publishedAt: string;
  publishedBy: string;
  nodeCount: number;
  connectionCount: number;
  /** What changed against the version before it (counted once, at publish); null for the first version. */
  changes: FlowChangeCounts | null;
  /** The version this one republished, or null when it was published from the draft. */
  republishedFrom: number | null;
  /** The version visitors get now: the latest, while the widget is published. */
  live: boolean;
}

/** GET /widgets/{id}/versions?page= */
export interface PublishedVersionList {
  versions: PublishedVersion[];
  total: number;
}

/** GET /widgets/{id}/versions/{version}: the version with its flow, exactly as it was published. */
export interface PublishedVersionFlow extends PublishedVersion {
  flow: FlowDocument;
}

/** POST /widgets/{id}/versions/{version}/republish: the widget (published by/at now) and the new version. */
export interface RepublishedVersion {
  widget: Widget;
  version: PublishedVersion;
}

export const versionListQuerySchema = object({
  page: optional(pageNumber),
});

/** A version number in a path: 1 to 2^31 − 1 (the column is an integer), digits only. */
export const versionNumber = coerce(integerBetween(1, INT32_MAX), string(), (value) => (/^\d{1,16}$/.test(value) ? Number(value) : Number.NaN));

/** 409 when republishing the version visitors already get. */
export const VERSION_ALREADY_LIVE_ERROR = 'version-already-live';
