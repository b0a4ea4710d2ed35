// POST …/nodes/{nodeId}/run: runs one server-side node of the widget's published copy the visitor's browser
// loaded (the request's `version`: the latest, or an older one replaced within the grace window, runnableVersion.ts).
// The config comes from that copy (never from the browser); the browser sends only the context values the node
// references in it. Operations (http_request, email, ai_prompt, collect) are counted against the organization's
// plan quota before they are performed (atomically: over quota, nothing is done); the widget's daily counters
// count them through their events. A failure is a normal answer ({ ok: false }) recorded as error_thrown.
// Secret values never appear in an answer, an event or a record: any that would (an echoing endpoint, an error
// text) is masked in every form the request gave it (nodes/secretMask.ts), before a text is cut short.
import type { ContextValue, FlowEventName, ServerNodeRunRequest, ServerNodeRunResult, VisitorIds } from '../../contracts/runtime';
import { EVENT_PAYLOAD_TEXT_MAX, fitText, RUN_VALUE_TEXT_MAX } from '../../contracts/runtime';
import type { FieldIssue } from '../../contracts/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { NotFoundError, ValidationError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { recordOperationsWithinQuota } from '../usage/operations';
import type { EventStore } from './eventStore';
import { browserMoment } from './eventValidation';
import { nodeReferences } from './manifest';
import { AI_EVENT_TEXT_MAX, runAiPrompt } from './nodes/aiPromptNode';
import { CodeRunError, runCode } from './nodes/codeSandbox';
import { runCollect } from './nodes/collectNode';
import { runEmail } from './nodes/emailNode';
import { EVENT_RESULT_MAX, RESULT_TEXT_MAX, runHttpRequest } from './nodes/httpRequestNode';
import { NodeFailure } from './nodes/nodeFailure';
import type { SafeHttpOptions } from './nodes/safeHttp';
import { SecretMask } from './nodes/secretMask';
import { openWidgetSecrets, secretNamesIn, Substitution } from './nodes/substitution';
import type { PublishedWidget, PublishedWidgetCache } from './publishedWidgetCache';
import { runnableCopy } from './runnableVersion';

export interface ServerNodeServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  events: EventStore;
  http: SafeHttpOptions;
  /** The published copies: an older version's copy runs its own nodes (runnableVersion.ts). */
  published: PublishedWidgetCache;
}

const OPERATION_EVENT: Partial<Record<string, FlowEventName>> = {
  http_request: 'widget_flow_http_requested',
  email: 'widget_flow_email_sent',
  ai_prompt: 'widget_flow_ai_prompted',
  collect: 'widget_flow_record_collected',
};

function checkedValues(request: ServerNodeRunRequest, references: readonly string[]): Record<string, ContextValue> {
  const allowed = new Set(references);
  const issues: FieldIssue[] = [];
  for (const [token, value] of Object.entries(request.values)) {
    if (!allowed.has(token)) issues.push({ field: `values.${token}`, rule: 'not-referenced', message: 'the node does not reference this value' });
    else if (typeof value === 'string' && value.length > RUN_VALUE_TEXT_MAX) issues.push({ field: `values.${token}`, rule: 'too-long', message: `at most ${RUN_VALUE_TEXT_MAX} characters` });
    else if (typeof value === 'number' && !Number.isFinite(value)) issues.push({ field: `values.${token}`, rule: 'not-finite', message: 'must be a finite number' });
  }
  if (issues.length > 0) throw new ValidationError(issues.slice(0, 100));
  return request.values;
}

/** A text value cut to `max` characters (after masking); other values as they are. */
function cut(value: ContextValue, max: number): ContextValue {
  return typeof value === 'string' ? fitText(value, max) : value;
}

/**
 * Runs node `nodeId` of the copy `request.version` names; `latest` is the widget as visitors get it now (published).
 * 409 `version-outdated` for an older version replaced more than REPLACED_VERSION_GRACE_MS before `now`, or one the
 * widget never had; 404 for a node that copy does not have as a server-side node.
 */
export async function runServerNode(
  services: ServerNodeServices,
  latest: PublishedWidget,
  nodeId: number,
  request: ServerNodeRunRequest,
  now = new Date(),
): Promise<ServerNodeRunResult> {
  const widget = await runnableCopy(services.published, latest, request.version, now);
  const node = widget.serverNodes.get(nodeId);
  if (!node) throw new NotFoundError('Node');
  const values = checkedValues(request, nodeReferences(node));
  const visitor: VisitorIds = { sessionId: request.sessionId, pageloadId: request.pageloadId, leadId: request.leadId };
  const owner = { widgetId: widget.widgetId, organizationId: widget.organizationId };
  const config = node.config as never;
  const { db, events } = services;
  let mask = new SecretMask([]);
  // The events of this call sort among the browser's own by the browser's time and sequence number of the call.
  const occurred = { at: browserMoment(request.at, now), seq: request.seq ?? null };

  const fail = async (code: string, message: string): Promise<ServerNodeRunResult> => {
    const safeMessage = fitText(mask.text(message), EVENT_PAYLOAD_TEXT_MAX);
    await events.recordServerEvent(owner, visitor, 'widget_flow_error_thrown', nodeId, { error: code, message: safeMessage }, now, undefined, occurred);
    return { ok: false, error: code, message: safeMessage };
  };

  const operationEvent = OPERATION_EVENT[node.type];
  if (operationEvent) {
    const quota = await recordOperationsWithinQuota(db, widget.organizationId, 1, now);
    if (!quota.recorded) return fail('quota-exceeded', `The organization has used all ${quota.limit} operations of its plan this period`);
  }

  try {
    const opened = await openWidgetSecrets(db, services.config, widget.widgetId, secretNamesIn(node.config), now);
    mask = new SecretMask([...opened.values()]);
    const substitution = new Substitution(values, opened);
    switch (node.type) {
      case 'http_request': {
        const { result, statusCode, duration, requestId } = await runHttpRequest(config, substitution, services.http);
        const sync = (node.config as { sync?: unknown }).sync === true;
        const safe = mask.value(result);
        const payload = { statusCode, duration, requestId, result: sync && safe !== null ? fitText(String(safe), EVENT_RESULT_MAX) : null };
        await events.recordServerEvent(owner, visitor, 'widget_flow_http_requested', nodeId, payload, now, undefined, occurred);
        return { ok: true, values: sync ? { result: cut(safe, RESULT_TEXT_MAX) } : {} };
      }
      case 'email': {
        await runEmail(config, substitution, services.mailer, services.config.mailFrom);
        await events.recordServerEvent(owner, visitor, 'widget_flow_email_sent', nodeId, {}, now, undefined, occurred);
        return { ok: true, values: {} };
      }
      case 'ai_prompt': {
        const outcome = await runAiPrompt(config, substitution, services.config.runtime.ai);
        const response = mask.text(outcome.response);
        const payload = { input: fitText(mask.text(outcome.prompt), AI_EVENT_TEXT_MAX), output: fitText(response, AI_EVENT_TEXT_MAX), tokens: outcome.tokens };
        await events.recordServerEvent(owner, visitor, 'widget_flow_ai_prompted', nodeId, payload, now, undefined, occurred);
        return { ok: true, values: { response } };
      }
      case 'code': {
        const added = await runCode(String((node.config as { code?: unknown }).code ?? ''), values);
        return { ok: true, values: mask.values(added) };
      }
      case 'collect': {
        const outcome = await db.transaction(async (tx) => {
          const collected = await runCollect(tx, config, substitution, mask, owner, nodeId, visitor, now);
          await events.recordServerEvent(owner, visitor, 'widget_flow_record_collected', nodeId, { recordId: collected.recordId }, now, tx, occurred);
          return collected;
        });
        return { ok: true, values: outcome.values };
      }
      default:
        throw new NotFoundError('Node');
    }
  } catch (error) {
    if (error instanceof NodeFailure || error instanceof CodeRunError) return fail(error.code, error.message);
    throw error;
  }
}
