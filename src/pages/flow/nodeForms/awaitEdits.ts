// Await events (editor.md §4, §5): each trigger once; changing a trigger resets its values to that trigger's
// defaults (one number, 0, or none).
import { AWAIT_TRIGGER_VALUES, AWAIT_TRIGGERS, type AwaitTrigger } from '../../../../engine/model/index';

export { AWAIT_TRIGGERS, type AwaitTrigger } from '../../../../engine/model/index';

export interface AwaitEvent {
  trigger: AwaitTrigger;
  values: string[];
}

export const TRIGGER_LABELS: Record<AwaitTrigger, string> = {
  'time-spent': 'Time spent on the page',
  'cursor-left': 'Cursor left the page',
  scrolled: 'Scrolled',
  'scroll-reached-end': 'Scroll reached the end',
  'tab-blurred': 'Tab lost focus',
};

/** The unit of a trigger's one value, for its field label. */
export const TRIGGER_VALUE_LABELS: Partial<Record<AwaitTrigger, string>> = {
  'time-spent': 'Seconds',
  scrolled: 'Pixels',
  'scroll-reached-end': 'Pixels from the end',
};

export function newEvent(trigger: AwaitTrigger): AwaitEvent {
  return { trigger, values: Array.from({ length: AWAIT_TRIGGER_VALUES[trigger] }, () => '0') };
}

export function changeTrigger(event: AwaitEvent, trigger: AwaitTrigger): AwaitEvent {
  return event.trigger === trigger ? event : newEvent(trigger);
}

/** Triggers not used yet (the add button adds the first; it hides when none is left). */
export function unusedTriggers(events: readonly AwaitEvent[]): AwaitTrigger[] {
  const used = new Set(events.map((event) => event.trigger));
  return AWAIT_TRIGGERS.filter((trigger) => !used.has(trigger));
}

export function addEvent(events: readonly AwaitEvent[]): AwaitEvent[] {
  const [next] = unusedTriggers(events);
  return next ? [...events, newEvent(next)] : [...events];
}
