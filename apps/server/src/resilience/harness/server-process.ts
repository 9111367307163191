import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromRoot } from '../../paths.ts';
import { freePort } from '../../test/free-port.ts';

export const SERVER_BUNDLE = fromRoot('apps/server/dist/server.mjs');
export const TEST_JWT_SECRET = 'resilience-suite-secret-0123456789abcdef0123456789';

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

/** The compiled server (`npm run build`) as its own process: what production runs, crashes included. */
export type ServerProcess = {
  url: string;
  port: number;
  outboxDir: string;
  child: ChildProcess;
  /** Null while running; the exit code or signal once it ended. */
  exited(): string | null;
  logs(): LogLine[];
  /** Lines that are not JSON (a crash's stack trace lands here). */
  rawOutput(): string;
  stop(): Promise<void>;
};

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dasibom-server-'));
  // Instances that share a queue must share an outbox (either may send a code mail): `OUTBOX_DIR` in env wins.
  const outboxDir = env.OUTBOX_DIR ?? join(dir, 'outbox');
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: fromRoot('.'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SYNC_ON_BOOT: 'false',
      PURGE_CRON: 'off',
      REMINDER_CRON: 'off',
      OUTBOX_DIR: outboxDir,
      UPLOAD_DIR: join(dir, 'uploads'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      CODE_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const records: LogLine[] = [];
  let raw = '';
  let exit: string | null = null;
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as LogLine);
      } catch {
        raw += `${line}\n`;
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  const ended = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ?? String(code);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit !== null) throw new Error(`server exited (${exit}) while starting:\n${raw}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${raw}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    outboxDir,
    child,
    exited: () => exit,
    logs: () => records,
    rawOutput: () => raw,
    async stop() {
      if (exit === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await ended;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
