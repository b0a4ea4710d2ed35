// The flags every bench process understands: --quick (fewer sizes/runs) and --out <file> (JSON results).

export interface CliOptions {
  quick: boolean;
  out: string | null;
}

export function cliOptions(argv: readonly string[] = process.argv.slice(2)): CliOptions {
  const outIndex = argv.indexOf('--out');
  return { quick: argv.includes('--quick'), out: outIndex >= 0 ? (argv[outIndex + 1] ?? null) : null };
}
