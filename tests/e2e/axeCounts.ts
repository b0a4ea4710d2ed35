// The counts src/README.md "Accessibility" gives, read back from what tests/e2e/axe.ts appended to
// test-results/axe/<spec>.jsonl (delete the file before a run: every scan appends):
//   npx tsx tests/e2e/axeCounts.ts studioAccessibility
// Prints the scans, the scans failing (a serious or critical violation), the violations (a rule failing on one scan)
// by rule, and the elements they name.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Line {
  scan: string;
  findings: { id: string; impact: string; nodes: number }[];
}

const spec = process.argv[2] ?? 'studioAccessibility';
const lines = readFileSync(path.join('test-results/axe', `${spec}.jsonl`), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Line);
const blocking = (finding: Line['findings'][number]) => finding.impact === 'serious' || finding.impact === 'critical';
const byRule = new Map<string, { violations: number; elements: number; impact: string }>();
let failing = 0;
let others = 0;
for (const line of lines) {
  const found = line.findings.filter(blocking);
  others += line.findings.length - found.length;
  if (found.length > 0) failing += 1;
  for (const finding of found) {
    const rule = byRule.get(finding.id) ?? { violations: 0, elements: 0, impact: finding.impact };
    rule.violations += 1;
    rule.elements += finding.nodes;
    byRule.set(finding.id, rule);
  }
}
const violations = [...byRule.values()].reduce((sum, rule) => sum + rule.violations, 0);
const elements = [...byRule.values()].reduce((sum, rule) => sum + rule.elements, 0);
console.log(`${lines.length} scans, ${failing} failing; ${violations} serious/critical violations on ${elements} elements; ${others} moderate/minor`);
for (const [id, rule] of [...byRule].sort((a, b) => b[1].violations - a[1].violations)) {
  console.log(`  ${id} (${rule.impact}): ${rule.violations} violations, ${rule.elements} elements`);
}
for (const line of lines.filter((each) => each.findings.some(blocking))) {
  console.log(`  ${line.scan}: ${line.findings.filter(blocking).map((finding) => finding.id).join(', ')}`);
}
