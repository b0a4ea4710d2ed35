// Bytes on the wire for a big flow through a real studio (PGlite in a temp folder, the embedded provider):
// the JSON of GET /api/widgets/{id}/flow as sent without Accept-Encoding, with gzip and with brotli, and the
// PUT body plain vs gzip-encoded as the studio client sends it. Run: `npx tsx bench/node/flowTransferBench.ts
// [nodes]` (default 100000). Sizes, not timings: the times it prints are single samples for orientation.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { generateFlow } from '../../engine/testing/generateFlow';
import { startTestStudio } from '../../tests/harness/testStudio';
import { rawRequest } from '../../tests/api/rawHttp';

const nodeCount = Number(process.argv[2] ?? 100_000);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

const studio = await startTestStudio({ LOG_LEVEL: 'warn' });
try {
  const user = await studio.signUp();
  const authorization = `Bearer ${user.accessToken}`;
  const organization = await user.request('POST', '/organizations', { name: 'Bench' });
  const widget = await user.request('POST', '/widgets', { name: 'Big flow', organizationId: organization.body.id });
  const widgetId = widget.body.id as string;
  const flow = generateFlow({ nodeCount, seed: 42 });
  const putJson = JSON.stringify({ baseVersion: 1, flow });
  const putGzip = gzipSync(putJson);
  const saved = await rawRequest(`${studio.url}/api/widgets/${widgetId}/flow`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: putGzip,
  });
  if (saved.status !== 200) throw new Error(`PUT answered ${saved.status}: ${saved.bytes.toString().slice(0, 300)}`);

  const rows: { encoding: string; bytes: number; ms: number }[] = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const started = performance.now();
    const answer = await rawRequest(`${studio.url}/api/widgets/${widgetId}/flow`, {
      headers: { authorization, ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }) },
    });
    const ms = performance.now() - started;
    if (answer.status !== 200 || (answer.headers['content-encoding'] ?? 'identity') !== encoding) {
      throw new Error(`GET with ${encoding} answered ${answer.status} ${String(answer.headers['content-encoding'])}`);
    }
    rows.push({ encoding, bytes: answer.bytes.length, ms });
  }
  const plain = rows[0]!.bytes;
  console.log(`\n${nodeCount} nodes, ${flow.connections.length} connections (generateFlow seed 42)\n`);
  console.log('| transfer | bytes | vs plain | one sample |\n|---|---|---|---|');
  for (const row of rows) console.log(`| GET flow, ${row.encoding} | ${mib(row.bytes)} | ${((row.bytes / plain) * 100).toFixed(1)} % | ${row.ms.toFixed(0)} ms |`);
  console.log(`| PUT flow body, plain | ${mib(Buffer.byteLength(putJson))} | | |`);
  console.log(`| PUT flow body, gzip (client CompressionStream) | ${mib(putGzip.length)} | ${((putGzip.length / Buffer.byteLength(putJson)) * 100).toFixed(1)} % | |`);
} finally {
  await studio.close();
}
