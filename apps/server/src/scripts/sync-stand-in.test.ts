import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open-db.ts';
import { courses, examRounds, postings, syncState } from '../db/schema.ts';
import { REPO_ROOT } from '../paths.ts';
import { type StandIn, startStandIn } from '../sources/stand-in-server.ts';

/**
 * The "done when": with every base URL pointed at a local stand-in that answers as the services document
 * (quirks included), the real `npm run sync` entry point fills postings, courses and exam rounds through the real
 * adapters. Runs the script as an operator would, in its own process, on its own embedded database.
 */

let standIn: StandIn;
let dataDir: string;

function runSyncScript(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/sync.ts'], {
      cwd: join(REPO_ROOT, 'apps/server'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  standIn = await startStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'dasibom-stand-in-sync-'));
});
afterAll(async () => {
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run sync against the local stand-ins', () => {
  it('fills postings, courses and exam rounds from 사람인, 고용24 and Q-Net through the real adapters', async () => {
    const { code, output } = await runSyncScript({
      DATABASE_URL: `pglite://${join(dataDir, 'pglite')}`,
      LOG_LEVEL: 'info',
      SARAMIN_ACCESS_KEY: 'stand-in-key',
      WORK24_AUTH_KEY: 'stand-in-key',
      QNET_SERVICE_KEY: 'stand-in-key',
      SARAMIN_BASE_URL: standIn.url,
      WORK24_BASE_URL: standIn.url,
      QNET_BASE_URL: standIn.url,
    });
    expect(output).not.toContain('stand-in-key');
    expect(code, output.slice(-2000)).toBe(0);
    expect(standIn.requests.saramin).toBeGreaterThan(0);
    expect(standIn.requests.work24).toBeGreaterThan(0);
    expect(standIn.requests.qnet).toBeGreaterThan(0);

    const database = await openDb(`pglite://${join(dataDir, 'pglite')}`);
    try {
      const { db } = database;
      const states = await db.select().from(syncState).orderBy(syncState.kind);
      expect(states.map(({ kind, source, lastError }) => ({ kind, source, lastError }))).toEqual([
        { kind: 'courses', source: 'WORK24', lastError: null },
        { kind: 'exams', source: 'QNET', lastError: null },
        { kind: 'postings', source: 'SARAMIN', lastError: null },
      ]);

      const [postingRows] = await db
        .select({ n: count() })
        .from(postings)
        .where(eq(postings.source, 'SARAMIN'));
      expect(postingRows?.n).toBeGreaterThan(0);
      // HTML-escaped place names arrive unescaped.
      const [escaped] = await db
        .select({ n: count() })
        .from(postings)
        .where(sql`${postings.locationName} like '%&gt;%' or ${postings.locationName} like '%&amp;%'`);
      expect(escaped?.n).toBe(0);

      const [courseRows] = await db.select({ n: count() }).from(courses).where(eq(courses.source, 'WORK24'));
      expect(courseRows?.n).toBeGreaterThan(0);
      // 본인부담액 comes from the course detail service, for the courses read (bounded).
      const [withSelfPay] = await db.select({ n: count() }).from(courses).where(isNotNull(courses.selfPay));
      expect(withSelfPay?.n).toBeGreaterThan(0);

      const rounds = await db.select().from(examRounds).where(eq(examRounds.source, 'QNET'));
      expect(new Set(rounds.map((round) => round.certificateKey))).toEqual(
        // The stand-in schedules 9511 and 9540; 9511 is also 전직지원 전문가's certificate.
        new Set([
          'vocational-counselor-2',
          'clinical-psychologist-2',
          'vocational-counselor-2-career-transition',
        ]),
      );
      // One round answered as two rows is one round with both windows; round 0 is not a round.
      expect(rounds.some((round) => round.writtenReg2Start !== null)).toBe(true);
      expect(rounds.every((round) => !/제\s*0\s*회/.test(round.roundName))).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('fails the run, keeps nothing from the refusing source and never prints the key, when a key is refused', async () => {
    const { code, output } = await runSyncScript({
      DATABASE_URL: `pglite://${join(dataDir, 'pglite-bad')}`,
      LOG_LEVEL: 'info',
      SARAMIN_ACCESS_KEY: 'bad-key',
      SARAMIN_BASE_URL: standIn.url,
    });
    expect(code).toBe(1);
    expect(output).not.toMatch(/access-key=bad-key/);
    const database = await openDb(`pglite://${join(dataDir, 'pglite-bad')}`);
    try {
      const [state] = await database.db.select().from(syncState).where(eq(syncState.kind, 'postings'));
      expect(state?.lastErrorSource).toBe('SARAMIN');
      expect(state?.lastError).toBeTruthy();
    } finally {
      await database.close();
    }
  }, 120_000);
});
