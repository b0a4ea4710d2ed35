// The problems of a node config under edit, indexed by path so each field can show its own under itself.
import { validateNodeConfig, type NodeType } from '../../../../engine/model/index';
import { nodeFormMessage } from './nodeFormMessages';

export type ConfigPath = readonly (string | number)[];

export interface FormProblem {
  path: ConfigPath;
  key: string;
  text: string;
}

export interface FormProblems {
  readonly all: readonly FormProblem[];
  /** The first text at exactly this path. */
  at(...path: ConfigPath): string | undefined;
  /** Every distinct text at this path or below it. */
  under(...path: ConfigPath): string[];
}

const pathKey = (path: ConfigPath) => path.join('.');

export function formProblems(problems: readonly FormProblem[]): FormProblems {
  const byPath = new Map<string, FormProblem[]>();
  for (const problem of problems) {
    const key = pathKey(problem.path);
    byPath.set(key, [...(byPath.get(key) ?? []), problem]);
  }
  return {
    all: problems,
    at: (...path) => byPath.get(pathKey(path))?.[0]?.text,
    under: (...path) => {
      const prefix = pathKey(path);
      const texts = problems
        .filter((problem) => {
          const key = pathKey(problem.path);
          return prefix === '' || key === prefix || key.startsWith(`${prefix}.`);
        })
        .map((problem) => problem.text);
      return [...new Set(texts)];
    },
  };
}

/** Every §5 rule the config breaks (publish mode: what the form asks for), plus extra checks (the code node's). */
export function checkNodeConfig(type: NodeType, config: unknown, extra: readonly (Omit<FormProblem, 'text'> & { text?: string })[] = []): FormProblems {
  const found = [...validateNodeConfig(type, config, 'publish'), ...extra].map((problem) => ({
    path: problem.path,
    key: problem.key,
    text: ('text' in problem && problem.text) || nodeFormMessage(type, problem.key),
  }));
  return formProblems(found);
}
