import type pg from 'pg';

/**
 * Plan checks for list statements on PostgreSQL (issue 26): run a statement under
 * `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` with the values a route bound, and list what makes its cost grow with a
 * table instead of with the page: a sequential scan of a big table, a sort or hash that went to disk, and more rows
 * read from a table than a page needs.
 */

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  'Sort Space Type'?: string;
  'Hash Batches'?: number;
  'Temp Read Blocks'?: number;
  'Temp Written Blocks'?: number;
  Plans?: PlanNode[];
};

export type PlanSummary = {
  /** The plan as PostgreSQL printed it (text), for a failure message a person can read. */
  text: string;
  /** Per table: rows its scan nodes returned or threw away, over all loops. */
  rowsRead: Map<string, number>;
  seqScans: string[];
  spills: string[];
  executionMs: number;
};

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * Explains one statement the way a route ran it. `text` uses `$1…` parameters; the statement is run for real
 * (ANALYZE), inside a transaction that is rolled back, so a statement that writes changes nothing. `generic`
 * (default) explains the generic plan, `false` the plan made for these values.
 */
export async function explainStatement(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  { generic = true }: { generic?: boolean } = {},
): Promise<PlanSummary> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The plan a named statement settles on after its first executions: the generic one, made without the values
    // (the app prepares every list statement once per connection). A LIMIT it cannot read was harmless to a
    // custom plan and turned the generic one into a hash join over all postings.
    await client.query(`set local plan_cache_mode = ${generic ? 'force_generic_plan' : 'force_custom_plan'}`);
    await client.query(`prepare list_statement as ${text}`);
    // EXECUTE takes its arguments as SQL text, not as bound parameters.
    const literal = (value: unknown): string => {
      if (value === null || value === undefined) return 'null';
      if (typeof value === 'number') return String(value);
      if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(',')}}`);
      return client.escapeLiteral(String(value));
    };
    const execute = `execute list_statement${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`;
    const json = await client.query(`explain (analyze, buffers, format json) ${execute}`);
    const readable = await client.query(`explain (analyze, buffers) ${execute}`);
    await client.query('rollback');
    const [{ Plan: plan, 'Execution Time': executionMs }] = json.rows[0]['QUERY PLAN'] as [
      { Plan: PlanNode; 'Execution Time': number },
    ];
    const rowsRead = new Map<string, number>();
    const seqScans: string[] = [];
    const spills: string[] = [];
    walk(plan, (node) => {
      const table = node['Relation Name'];
      if (table) {
        const loops = node['Actual Loops'] ?? 1;
        const rows = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops;
        rowsRead.set(table, (rowsRead.get(table) ?? 0) + rows);
        if (node['Node Type'] === 'Seq Scan') seqScans.push(table);
      }
      if (node['Sort Space Type'] === 'Disk') spills.push(`${node['Node Type']} on disk`);
      if ((node['Hash Batches'] ?? 1) > 1)
        spills.push(`${node['Node Type']} in ${node['Hash Batches']} batches`);
      if ((node['Temp Written Blocks'] ?? 0) > 0) spills.push(`${node['Node Type']} wrote temporary blocks`);
    });
    return {
      text: readable.rows.map((row) => row['QUERY PLAN']).join('\n'),
      rowsRead,
      seqScans,
      spills,
      executionMs,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // A prepared statement outlives the transaction.
    await client.query('deallocate list_statement').catch(() => undefined);
    client.release();
  }
}

/** Both plans of one statement: the one made for these values, then the generic one. */
export async function explainBothPlans(pool: pg.Pool, text: string, values: unknown[]) {
  return [
    ['custom', await explainStatement(pool, text, values, { generic: false })],
    ['generic', await explainStatement(pool, text, values, { generic: true })],
  ] as const;
}

/**
 * What is wrong with a plan for a list: a sequential scan of one of `bigTables`, a spill to disk, or more than
 * `maxRows` rows read from one of `bigTables`. Empty when the plan touches a page, not a table.
 */
export function planProblems(
  summary: PlanSummary,
  { bigTables, maxRows }: { bigTables: readonly string[]; maxRows: number },
): string[] {
  const problems: string[] = [];
  for (const table of summary.seqScans) {
    if (bigTables.includes(table)) problems.push(`Seq Scan on ${table}`);
  }
  problems.push(...summary.spills);
  // A statement compiled by LLVM pays for it at every execution. The app's pool turns JIT off; on a connection
  // where it is on, a statement whose estimate grew past `jit_above_cost` shows here.
  if (/^JIT:/m.test(summary.text)) problems.push('JIT-compiled');
  for (const [table, rows] of summary.rowsRead) {
    if (bigTables.includes(table) && rows > maxRows)
      problems.push(`${rows} rows read from ${table} (> ${maxRows})`);
  }
  return problems;
}

/** Shared buffers (hit + read) of the whole statement, from the plan text of a summary. */
export function buffersOf(summary: PlanSummary): number {
  const line = /Buffers: shared((?: \w+=\d+)+)/.exec(summary.text);
  if (!line) return 0;
  let total = 0;
  for (const [, kind, count] of (line[1] ?? '').matchAll(/ (\w+)=(\d+)/g)) {
    if (kind === 'hit' || kind === 'read') total += Number(count);
  }
  return total;
}
