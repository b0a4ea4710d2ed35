import { boolean, object } from 'superstruct';
import { requiredText } from './configRules';
import { keyValueFields } from './keyValueFields';
import { defineNodeKind } from './nodeKind';

const ADJECTIVES = ['brave', 'calm', 'eager', 'fancy', 'gentle', 'happy', 'jolly', 'kind', 'lively', 'proud', 'quiet', 'swift'];
const ANIMALS = ['otter', 'falcon', 'panda', 'tiger', 'koala', 'lynx', 'heron', 'bison', 'gecko', 'moose', 'raven', 'whale'];

/** A random partition name: adjective, animal and a four-digit number (editor.md §3). */
export function randomPartitionName(random: () => number = Math.random): string {
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  const digits = String(1000 + Math.floor(random() * 9000));
  return `${pick(ADJECTIVES)}-${pick(ANIMALS)}-${digits}`;
}

export const collectKind = defineNodeKind({
  type: 'collect',
  category: 'conversion',
  tags: ['record', 'lead', 'form', 'submit', 'save'],
  badges: [],
  operation: true,
  userManaged: true,
  defaultConfig: (random?: () => number) => ({
    fields: [] as { key: string; value: string }[],
    partition: randomPartitionName(random),
    sync: false,
  }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({ fields: keyValueFields, partition: requiredText(256, 'partition-required', 'partition-too-long'), sync: boolean() }),
  publishOnlyRules: [],
});
