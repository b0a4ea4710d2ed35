import { number, object } from 'superstruct';
import { textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const aiPromptKind = defineNodeKind({
  type: 'ai_prompt',
  category: 'transform',
  tags: ['ai', 'llm', 'gpt', 'prompt', 'generate'],
  badges: ['ai'],
  operation: true,
  userManaged: true,
  defaultConfig: () => ({ prompt: '', temperature: 0.5 }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({
    prompt: textUpTo(4096, 'prompt-too-long'),
    temperature: withRules(number(), { 'temperature-range': (value) => value >= 0 && value <= 2 }),
  }),
  publishOnlyRules: [],
});
