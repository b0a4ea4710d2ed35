// The Node line the studio runs on. package.json pins it as the `node` devDependency, whose binary npm
// puts first on PATH for every npm script (start, test, bench) and for `npx`, so the README's commands run
// on it whatever Node the machine has; `engines` names the same line.

/** The oldest Node major the studio supports (the LTS line pinned in package.json). */
export const SUPPORTED_NODE_MAJOR = 24;

export function nodeMajor(version: string = process.versions.node): number {
  return Number.parseInt(version.split('.')[0]!, 10);
}

export function isSupportedNode(version: string = process.versions.node): boolean {
  return nodeMajor(version) >= SUPPORTED_NODE_MAJOR;
}
