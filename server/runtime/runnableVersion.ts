// Which published copy a server-side node call runs: the one the visitor's browser loaded (the request's
// `version`). A visitor filling a form when the designer publishes again must not lose the submission, so an
// older version is still served from its own immutable copy (its nodes, configs, references and secrets) for
// REPLACED_VERSION_GRACE_MS after the version that replaced it was published. Past that window, or for a version
// the widget never had, the call is refused with 409 `version-outdated` (the runtime ends the flow failed).
// The widget itself must be published now (not unpublished, archived or deleted): the caller passes the latest
// head PublishedWidgetCache.get answered for this request, which follows every publication change.
import { ConflictError } from '../http/errors';
import type { PublishedWidget, PublishedWidgetCache } from './publishedWidgetCache';

/** How long a replaced published version still runs its server-side nodes: a day after the next one was published. */
export const REPLACED_VERSION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The published copy that runs a node call for `version`, or a 409 `version-outdated`. */
export async function runnableCopy(
  cache: PublishedWidgetCache,
  latest: PublishedWidget,
  version: number,
  now: Date,
): Promise<PublishedWidget> {
  if (version === latest.version) return latest;
  const outdated = () => new ConflictError('version-outdated', `This widget was published again (version ${latest.version}); reload it`);
  const replacedAt = await cache.replacedAt(latest, version);
  if (replacedAt === null || now.getTime() - replacedAt.getTime() > REPLACED_VERSION_GRACE_MS) throw outdated();
  const copy = await cache.atPublishedVersion(latest, version);
  if (copy === null) throw outdated();
  return copy;
}
