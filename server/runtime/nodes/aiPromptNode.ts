// ai_prompt (editor.md §3): the prompt after substitution goes to the OpenAI-compatible chat-completions
// endpoint of AI_BASE_URL (AI_API_KEY, AI_MODEL) through the official `openai` client; `response` goes
// into the context. Without AI configured the node fails with `ai-not-configured`.
import OpenAI from 'openai';
import type { AiConfig } from '../runtimeConfig';
import { NodeFailure } from './nodeFailure';
import type { Substitution } from './substitution';

const AI_TIMEOUT_MS = 30_000;
/** The longest input and output texts kept in the event (cut after masking, in runServerNode). */
export const AI_EVENT_TEXT_MAX = 2_048;

interface AiPromptConfig {
  prompt: string;
  temperature: number;
}

/** Whole and unmasked: runServerNode masks the secrets before anything is answered, cut or stored. */
export interface AiPromptOutcome {
  response: string;
  prompt: string;
  tokens: number;
}

const clients = new WeakMap<AiConfig, OpenAI>();

function clientFor(config: AiConfig): OpenAI {
  let client = clients.get(config);
  if (!client) {
    client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: AI_TIMEOUT_MS, maxRetries: 0 });
    clients.set(config, client);
  }
  return client;
}

export async function runAiPrompt(config: AiPromptConfig, substitution: Substitution, ai: AiConfig | null): Promise<AiPromptOutcome> {
  if (ai === null) throw new NodeFailure('ai-not-configured', 'AI is not configured on this server (AI_BASE_URL, AI_MODEL)');
  const prompt = substitution.text(config.prompt);
  if (prompt.trim() === '') throw new NodeFailure('ai-empty-prompt', 'The prompt is empty');
  let completion;
  try {
    completion = await clientFor(ai).chat.completions.create({ model: ai.model, temperature: config.temperature, messages: [{ role: 'user', content: prompt }] });
  } catch (error) {
    throw new NodeFailure('ai-failed', `The AI service failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const response = completion.choices[0]?.message?.content ?? '';
  return { response, prompt, tokens: completion.usage?.total_tokens ?? 0 };
}
