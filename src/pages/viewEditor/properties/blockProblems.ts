// What is wrong with a block, by field path, from the schema the server checks on save (viewBlockSchema.ts):
// each field of the property form shows the messages of its own path ("style.padding" shows
// "style.padding.0"), the message keys being the schema's rule names; a secret placeholder in a text is
// `secret-not-allowed` at that text's path (engine/model/kinds/secretPlacement.ts).
import { validate } from 'superstruct';
import { blockSchema } from '../../../../engine/model/kinds/viewBlockSchema';
import type { Block } from '../../../../engine/model/view/blockTree';
import { blockSecrets, withStubChildren } from '../treeProblem';
import { problemMessage } from './problemMessages';

export interface BlockProblem {
  /** Dotted path inside the block ("config.label", "style.shadows.1.blur"); "" for the block itself. */
  path: string;
  rule: string;
}

/** Every rule the block breaks (its children aside, but not their number: each block's form shows its own). */
export function blockProblems(block: Block): BlockProblem[] {
  const [error] = validate(withStubChildren(block), blockSchema);
  const secrets = blockSecrets(block).map((problem) => ({ path: problem.path.join('.'), rule: problem.key }));
  if (!error) return secrets;
  return [...error.failures().map((failure) => ({ path: failure.path.join('.'), rule: failure.refinement ?? failure.type })), ...secrets];
}

/** The messages of the problems at `path` or inside it, each once. */
export function messagesAt(problems: readonly BlockProblem[], path: string): string[] {
  const messages = problems.filter((problem) => problem.path === path || problem.path.startsWith(`${path}.`)).map((problem) => problemMessage(problem.rule));
  return [...new Set(messages)];
}

/** The problems no field of the form shows (so the panel lists them instead of hiding them). */
export function unplacedProblems(problems: readonly BlockProblem[], placedPaths: readonly string[]): BlockProblem[] {
  return problems.filter((problem) => !placedPaths.some((path) => problem.path === path || problem.path.startsWith(`${path}.`)));
}
