// Several studio processes on one PostgreSQL database behind HAProxy (deploy/haproxy.cfg, as shipped), for the cluster
// suite and the ingestion bench: each instance is `node --import tsx server/main.ts` with its own port and the shared
// configuration; HAProxy runs in the foreground. Everything listens on loopback and is stopped by `stop()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/freePort';

const root = path.resolve(import.meta.dirname, '../..');

export interface StudioProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The time the process took to exit after the signal, in ms (set by `stopWith`). */
  stopWith(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function status(url: string, init?: RequestInit): Promise<number | null> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

export class Cluster {
  readonly instances: StudioProcess[] = [];
  private haproxy: ChildProcess | null = null;
  lbUrl = '';

  private constructor(
    readonly logDir: string,
    readonly env: Record<string, string>,
  ) {}

  /** The shared configuration: `env` names the database, PUBLIC_URL is set to HAProxy's address. */
  static async create(env: Record<string, string>): Promise<Cluster> {
    const logDir = await mkdtemp(path.join(tmpdir(), 'studio-cluster-logs-'));
    const lbPort = await freePort();
    const cluster = new Cluster(logDir, { ...env, PUBLIC_URL: `http://127.0.0.1:${lbPort}` });
    cluster.lbUrl = `http://127.0.0.1:${lbPort}`;
    return cluster;
  }

  /** Starts an instance (on `port`, or a new one) and waits until it is ready. */
  async startInstance(name: string, port?: number): Promise<StudioProcess> {
    const listenPort = port ?? (await freePort());
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(listenPort), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const url = `http://127.0.0.1:${listenPort}`;
    const instance: StudioProcess = {
      name,
      port: listenPort,
      url,
      child,
      exited,
      async stopWith(signal) {
        const started = Date.now();
        child.kill(signal);
        const outcome = await exited;
        return { ...outcome, ms: Date.now() - started };
      },
    };
    const ready = waitFor(`${name} to be ready`, async () => (await status(`${url}/readyz`)) === 200, 120_000);
    const died = exited.then((outcome) => {
      throw new Error(`${name} exited before it was ready (${JSON.stringify(outcome)}); see ${this.logDir}/${name}.log`);
    });
    await Promise.race([ready, died]);
    this.instances.push(instance);
    return instance;
  }

  /** Starts HAProxy with deploy/haproxy.cfg in front of two instances (the same one twice for a one-instance run). */
  async startHaproxy(first: StudioProcess, second: StudioProcess): Promise<void> {
    const log = createWriteStream(path.join(this.logDir, 'haproxy.log'), { flags: 'a' });
    const child = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        STUDIO_LB_BIND: this.lbUrl.replace('http://', ''),
        STUDIO1_ADDR: `127.0.0.1:${first.port}`,
        STUDIO2_ADDR: `127.0.0.1:${second.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    child.once('error', (error) => log.write(`haproxy failed to start: ${error.message}\n`));
    this.haproxy = child;
    await waitFor('HAProxy to serve', async () => (await status(`${this.lbUrl}/readyz`)) === 200, 30_000);
  }

  async stop(): Promise<void> {
    for (const instance of this.instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGKILL');
        await instance.exited;
      }
    }
    if (this.haproxy && this.haproxy.exitCode === null) {
      const ended = new Promise((resolve) => this.haproxy!.once('exit', resolve));
      this.haproxy.kill('SIGTERM');
      await ended;
    }
  }
}
