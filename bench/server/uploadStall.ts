// Does image work stall other users' requests? One user uploads images four at a time while another calls
// GET /api/users/me in a loop; the reader's latencies are reported without uploads, during four uploads of a
// small PNG whose header declares 7071×7071 pixels (one pixel of data), of a real 7071×7071 single-colour PNG
// (small file, 50 MP to decode: issue 11's case), and during four uploads of a real 24 MP JPEG
// (decoded and encoded: what the decode queue bounds). Run: `npx tsx bench/server/uploadStall.ts`
// (PGlite; it starts its own studio on a free port). Writes bench/results/uploadStall.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { startTestStudio, type TestStudio, type TestUser } from '../../tests/harness/testStudio';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

function pngDeclaring(base: Buffer, width: number, height: number): Buffer {
  const png = Buffer.from(base);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function uploadOnce(studio: TestStudio, user: TestUser, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), 'bench.png');
  const response = await fetch(`${studio.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Calls /users/me back to back until `until` settles; answers each call's latency in ms. */
async function readWhile(reader: TestUser, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done || latencies.length < 5) {
    const started = performance.now();
    const answer = await reader.request('GET', '/users/me');
    if (answer.status !== 200) throw new Error(`/users/me answered ${answer.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { calls: sorted.length, median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted[sorted.length - 1]!) };
}

async function main(): Promise<void> {
  const studio = await startTestStudio();
  try {
    const uploader = await studio.signUp();
    const reader = await studio.signUp();
    await reader.request('GET', '/users/me');
    const base = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c83c1e' } }).png().toBuffer();
    const declared = pngDeclaring(base, 7071, 7071);
    const solid = await sharp({ create: { width: 7071, height: 7071, channels: 3, background: '#c83c1e' } }).png().toBuffer();
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#3c78c8', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
      .jpeg({ quality: 30 })
      .toBuffer();
    const scenarios: Record<string, () => Promise<unknown>> = {
      idle: () => new Promise((resolve) => setTimeout(resolve, 1500)),
      'declares-7071x7071 ×4': () => Promise.all(Array.from({ length: 4 }, () => uploadOnce(studio, uploader, declared))),
      'png-7071x7071-solid ×4': () => Promise.all(Array.from({ length: 4 }, () => uploadOnce(studio, uploader, solid))),
      'jpeg-6000x4000 ×4': () => Promise.all(Array.from({ length: 4 }, () => uploadOnce(studio, uploader, photo))),
    };
    const results: Record<string, unknown> = {};
    for (const [name, run] of Object.entries(scenarios)) {
      const latencies: number[] = [];
      const statuses: unknown[] = [];
      const rss: number[] = [];
      let uploadMs = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 100);
        const work = run().then((answer) => {
          uploadMs += performance.now() - started;
          statuses.push(answer);
        });
        latencies.push(...(await readWhile(reader, work)));
        await work;
        clearInterval(sampler);
      }
      results[name] = {
        usersMe: stats(latencies),
        uploadsMs: Math.round(uploadMs / ROUNDS),
        uploadStatuses: statuses.flat().filter((value) => typeof value === 'number'),
        peakRssMiB: Math.round(Math.max(...rss, process.memoryUsage().rss) / 1024 / 1024),
      };
      console.log(name, JSON.stringify(results[name]));
    }
    await mkdir(new URL('../results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../results/uploadStall.json', import.meta.url), JSON.stringify({ photoBytes: photo.length, solidPngBytes: solid.length, rounds: ROUNDS, results }, null, 2) + '\n');
  } finally {
    await studio.close();
  }
}

await main();
