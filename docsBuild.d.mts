/** Writes the documentation under {clientOut}/docs; answers the page count. */
export function buildDocs(root: string, clientOut: string): Promise<number>;
