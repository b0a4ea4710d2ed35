import { array, enums, object, refine, string } from 'superstruct';
import { uniqueBy, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const AWAIT_TRIGGERS = ['time-spent', 'cursor-left', 'scrolled', 'scroll-reached-end', 'tab-blurred'] as const;
export type AwaitTrigger = (typeof AWAIT_TRIGGERS)[number];
/** How many values each trigger takes (a number, defaulting to 0, or none). */
export const AWAIT_TRIGGER_VALUES: Record<AwaitTrigger, number> = {
  'time-spent': 1,
  'cursor-left': 0,
  scrolled: 1,
  'scroll-reached-end': 1,
  'tab-blurred': 0,
};
export const EVENT_VALUE_MAX = 32;

const eventValue = withRules(string(), {
  'event-value-number-required': (value) => /^\d+$/.test(value),
  'event-value-max-length': (value) => value.length <= EVENT_VALUE_MAX,
});

const event = refine(
  object({ trigger: enums(AWAIT_TRIGGERS), values: array(eventValue) }),
  'event-values-count',
  (value) => value.values.length === AWAIT_TRIGGER_VALUES[value.trigger],
);

export const awaitKind = defineNodeKind({
  type: 'await',
  category: 'interaction',
  tags: ['wait', 'delay', 'event', 'trigger', 'scroll', 'time'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ events: [{ trigger: 'time-spent' as AwaitTrigger, values: ['0'] }], mode: 'every' as 'every' | 'some' }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({
    events: uniqueBy(array(event), 'trigger', 'event-trigger-unique'),
    mode: enums(['every', 'some'] as const),
  }),
  publishOnlyRules: [],
});
