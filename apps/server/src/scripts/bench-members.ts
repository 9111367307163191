import { asc, like } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { migrateDb } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { members, regions } from '../db/schema.ts';
import { seedReferenceData } from '../db/seed-reference.ts';
import { DB_TEMPLATE_DIR } from '../db/template.ts';
import { createHashGate } from '../platform/hash-gate.ts';
import { hashPassword } from '../platform/passwords.ts';

/**
 * The members `npm run bench:api` logs in as (scripts/bench-api.mjs), made straight in `DATABASE_URL`:
 *
 *   tsx src/scripts/bench-members.ts --count 50   (password in BENCH_PASSWORD)
 *
 * Sign-up needs an e-mail code; these rows skip it and are otherwise ordinary members (not `is_demo`: those cannot
 * log in), with a real argon2 hash from the server's own passwords module, so the bench gets its tokens from the
 * login route. Marked like the sample members: a login ID with a hyphen and a nickname with a space, which no real
 * member can have, and an address under `.invalid`. Idempotent: only the missing ones are added. Prints one JSON line
 * with every bench login ID. With the embedded PGlite database, the server must be stopped (one process at a time).
 */

const PREFIX = 'bench-';
const loginIdOf = (n: number) => `${PREFIX}${String(n).padStart(3, '0')}`;

async function main() {
  const args = process.argv.slice(2);
  const countArg = args[args.indexOf('--count') + 1];
  const count = args.includes('--count') ? Number(countArg) : 50;
  const password = process.env.BENCH_PASSWORD;
  if (!Number.isInteger(count) || count < 1 || count > 999 || !password) {
    console.error('usage: BENCH_PASSWORD=… tsx src/scripts/bench-members.ts [--count 1–999]');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDb(config.DATABASE_URL, { template: DB_TEMPLATE_DIR });
  try {
    await migrateDb(database);
    await seedReferenceData(database.db);
    const { db } = database;
    const present = new Set(
      (
        await db
          .select({ loginId: members.loginId })
          .from(members)
          .where(like(members.loginId, `${PREFIX}%`))
      ).map((row) => row.loginId),
    );
    const regionCodes = (
      await db.select({ code: regions.code }).from(regions).orderBy(asc(regions.code))
    ).map((row) => row.code);
    const wanted = Array.from({ length: count }, (_, i) => i + 1);
    const missing = wanted.filter((n) => !present.has(loginIdOf(n)));
    if (missing.length > 0) {
      // One hash for all: argon2 keeps its salt inside the hash, and each row verifies on its own.
      const passwordHash = await hashPassword(createHashGate({ concurrency: 1 }), password);
      await db
        .insert(members)
        .values(
          missing.map((n) => ({
            loginId: loginIdOf(n),
            email: `${loginIdOf(n)}@bench.dasibom.invalid`,
            passwordHash,
            nickname: `벤치 ${String(n).padStart(3, '0')}`,
            birthDate: `${1958 + (n % 13)}-0${(n % 9) + 1}-15`,
            gender: n % 2 === 0 ? 'MALE' : 'FEMALE',
            // Spread over the country (members' popular postings are read for their region); every tenth has none.
            regionCode:
              n % 10 === 0 || regionCodes.length === 0 ? null : regionCodes[(n * 37) % regionCodes.length],
          })),
        )
        .onConflictDoNothing();
    }
    console.log(JSON.stringify({ added: missing.length, loginIds: wanted.map(loginIdOf) }));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
