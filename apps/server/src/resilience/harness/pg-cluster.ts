import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/free-port.ts';

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a spare port under a temporary directory), so faults
 * can be injected without touching the machine's shared server: stopped cleanly or abruptly, a backend killed.
 * PostgreSQL refuses to run as root; as root the cluster belongs to the `postgres` system user.
 */
export type PgCluster = {
  port: number;
  /** A connection string for a database on the cluster (`postgres` by default). */
  url(database?: string): string;
  /** `fast` rolls back open transactions and closes connections; `immediate` is a crash (recovery at start). */
  stop(mode: 'smart' | 'fast' | 'immediate'): void;
  start(): void;
  /** SIGKILL one backend serving `database` (the postmaster then resets every connection, as after a crash). */
  killBackend(database: string): Promise<number>;
  /** A short-lived admin connection: reading what the server under test wrote. */
  query<T>(text: string, values?: unknown[], database?: string): Promise<T[]>;
  remove(): void;
};

function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidate = fromConfig.status === 0 ? fromConfig.stdout.trim() : '';
  if (candidate && existsSync(join(candidate, 'initdb'))) return candidate;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
}

const isRoot = process.getuid?.() === 0;

function asClusterOwner(command: string, args: string[]): void {
  const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'dasibom-pg-'));
  const data = join(root, 'data');
  if (isRoot) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(root, Number(owner), Number(group));
  }
  const port = await freePort();
  asClusterOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c max_connections=60',
    '-c shared_buffers=32MB',
  ].join(' ');
  const start = () =>
    asClusterOwner(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '30',
      '-l',
      join(root, 'log'),
      '-o',
      options,
    ]);
  start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T>(text: string, values: unknown[] = [], database = 'postgres'): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  return {
    port,
    url,
    start,
    stop(mode) {
      asClusterOwner(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', mode, '-w', '-t', '30']);
    },
    async killBackend(database) {
      const rows = await query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()
          order by backend_start limit 1`,
        [database],
      );
      const pid = rows[0]?.pid;
      if (!pid) throw new Error(`no backend serves ${database}`);
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    query,
    remove() {
      spawnSync(isRoot ? 'runuser' : join(bin, 'pg_ctl'), [
        ...(isRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
        'stop',
        '-D',
        data,
        '-m',
        'immediate',
      ]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
