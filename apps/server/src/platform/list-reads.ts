import { DATA_SOURCES, type DataFreshness, type DataSource } from '@dasibom/contract';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../db/open-db.ts';
import { type AnswerCache, createAnswerCache } from './answer-cache.ts';
import { addDays, seoulDateOf, seoulStartOfDay } from './seoul-date.ts';

/**
 * Reference data and a bounded answer cache keyed by query and sync generation (ADR 014). The generation is read
 * per request (one shared statement begun after it arrived), so no instance serves data older than the last sync.
 */

export type RegionRow = { code: number; name: string; city: string };

export type ReferenceData = {
  /** Part of every cache key: changes whenever a sync replaced rows anywhere. */
  generation: string;
  /** `sync_state.generation` per kind as text (null before the first sync): list statements read it again. */
  syncGeneration: { postings: string | null; courses: string | null };
  occupationNames: Map<number, string>;
  occupationIds: Map<string, number>;
  regionsByCity: Map<string, RegionRow[]>;
  freshness: { postings: DataFreshness; courses: DataFreshness };
  /** What free-text search plans with (features/recruit/search-plan.ts). */
  searchStats: SearchStats;
};

/**
 * Pair frequencies from `pg_stats.most_common_elems` of `posting_search_keys_idx` and postings per place, read once
 * per generation (one sync behind: ANALYZE runs after the commit); empty before the first ANALYZE.
 */
export type SearchStats = {
  /** Share of search rows holding each listed pair (0–1). */
  pairShare: ReadonlyMap<string, number>;
  /** A pair not listed is rarer than every listed one: half the smallest listed share (as PostgreSQL assumes). */
  unlistedShare: number;
  /** Postings per place ('' = nationwide), from `posting_counts` (closed hours included: an estimate). */
  placeRows: ReadonlyMap<string, number>;
  /** Tests only: every search in this shape, whatever the figures say (each shape must answer the same). */
  plan?: { page: 'all' | 'ordered'; scanRows: number };
};

/** The serialized JSON, made once: a cache hit costs neither validation nor serialization (ADR 014, `sendData`). */
export type JsonAnswer<T> = {
  readonly json: string;
  /** Only the type: the value itself is not kept. */
  readonly of?: T;
};

export function jsonAnswer<T>(schema: z.ZodType<T>, value: T): JsonAnswer<T> {
  return { json: JSON.stringify(z.encode(schema, value)) };
}

export type ListReads = {
  /** One shared sync-state read begun after the call; reloads reference data when the generation changed. */
  reference(): Promise<ReferenceData>;
  /** The answer for `key` at `generation` and `now`, cached or shared (answer-cache.ts). */
  answer: AnswerCache['answer'];
  /** One statement with parameters; on PostgreSQL prepared once per connection under `name`. */
  query<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** How many answers the cache holds (tests). */
  cacheSize(): number;
  /** This instance stops serving cached "popular" answers; others catch up via `POPULAR_MAX_AGE_MS`. */
  choicesChanged(): void;
  /** Counts `choicesChanged()` calls: part of the key of a cached "popular" answer. */
  choicesEpoch(): number;
};

function asDataSource(value: string | null | undefined): DataSource {
  return (DATA_SOURCES as readonly string[]).includes(value ?? '') ? (value as DataSource) : 'SAMPLE';
}

type SyncStateRow = {
  kind: string;
  generation: string;
  source: string;
  last_success_at: Date | string | null;
};

const SYNC_STATE_SQL = 'select kind, generation::text as generation, source, last_success_at from sync_state';
const OCCUPATIONS_SQL = 'select id, name from occupations';
const REGIONS_SQL = 'select code, name, city from regions';
// `most_common_elem_freqs` ends with min share, max share and null share: those pairs come out null.
const SEARCH_PAIRS_SQL = `select u.pair, u.share, s.most_common_elem_freqs[array_length(s.most_common_elems, 1) + 1]
    as smallest
  from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(pair, share)
  where s.schemaname = current_schema() and s.tablename = 'posting_search_keys_idx' and u.pair is not null`;
const PLACE_ROWS_SQL = `select place, sum(postings)::float8 as n from posting_counts where occupation_id = 0
  group by place`;

type Query = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

/** One statement through drizzle's client: a pg.Pool (named statements) or a PGlite instance (one session). */
function queryOf(database: Database): Query {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return async <T>(name: string, text: string, values: unknown[]): Promise<T[]> => {
    if (database.kind === 'postgres') {
      return (await (client as pg.Pool).query({ name, text, values })).rows as T[];
    }
    return (
      await (client as { query(t: string, v: unknown[]): Promise<{ rows: unknown[] }> }).query(text, values)
    ).rows as T[];
  };
}

/** Never one begun before the request arrived (ADR 014, "Later"); at most `maxStateReads` at once. */
function sharedStateReads(query: Query, maxStateReads: number): () => Promise<SyncStateRow[]> {
  let statesInFlight = 0;
  let queued:
    | {
        promise: Promise<SyncStateRow[]>;
        resolve: (rows: SyncStateRow[]) => void;
        reject: (e: unknown) => void;
      }
    | undefined;
  const startRead = (): Promise<SyncStateRow[]> => {
    statesInFlight++;
    const read = query<SyncStateRow>('dasibom_sync_state', SYNC_STATE_SQL, []);
    const done = () => {
      statesInFlight--;
      const next = queued;
      if (next) {
        queued = undefined;
        startRead().then(next.resolve, next.reject);
      }
    };
    read.then(done, done);
    return read;
  };
  return (): Promise<SyncStateRow[]> => {
    if (statesInFlight < maxStateReads) return startRead();
    if (!queued) {
      let resolve: (rows: SyncStateRow[]) => void = () => undefined;
      let reject: (e: unknown) => void = () => undefined;
      const promise = new Promise<SyncStateRow[]>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      queued = { promise, resolve, reject };
    }
    return queued.promise;
  };
}

/** Source and success time are part of the answers (freshness), so they are part of the key as well. */
function stateKeyOf(states: SyncStateRow[]): string {
  return states
    .map(
      (row) =>
        `${row.kind}=${row.generation}/${row.source}/${row.last_success_at ? new Date(row.last_success_at).getTime() : ''}`,
    )
    .sort()
    .join(',');
}

async function loadReference(query: Query, states: SyncStateRow[], key: string): Promise<ReferenceData> {
  const [occupationRows, regionRows, pairRows, placeRows] = await Promise.all([
    query<{ id: number; name: string }>('dasibom_occupations', OCCUPATIONS_SQL, []),
    query<RegionRow>('dasibom_regions', REGIONS_SQL, []),
    query<{ pair: string; share: number; smallest: number | null }>(
      'dasibom_search_pairs',
      SEARCH_PAIRS_SQL,
      [],
    ),
    query<{ place: string; n: number }>('dasibom_place_rows', PLACE_ROWS_SQL, []),
  ]);
  const regionsByCity = new Map<string, RegionRow[]>();
  for (const row of regionRows) {
    const list = regionsByCity.get(row.city) ?? [];
    list.push({ code: row.code, name: row.name, city: row.city });
    regionsByCity.set(row.city, list);
  }
  const byKind = new Map(states.map((row) => [row.kind, row]));
  const freshnessOf = (kind: string): DataFreshness => {
    const row = byKind.get(kind);
    const at = row?.last_success_at;
    return {
      source: asDataSource(row?.source),
      syncedAt: at ? new Date(at).toISOString() : null,
    };
  };
  return {
    generation: key,
    syncGeneration: {
      postings: byKind.get('postings')?.generation ?? null,
      courses: byKind.get('courses')?.generation ?? null,
    },
    occupationNames: new Map(occupationRows.map((row) => [row.id, row.name])),
    occupationIds: new Map(occupationRows.map((row) => [row.name, row.id])),
    regionsByCity,
    freshness: { postings: freshnessOf('postings'), courses: freshnessOf('courses') },
    searchStats: {
      pairShare: new Map(pairRows.map((row) => [row.pair, Number(row.share)])),
      unlistedShare: Number(pairRows[0]?.smallest ?? 0) / 2,
      placeRows: new Map(placeRows.map((row) => [row.place, Number(row.n)])),
    },
  };
}

export function createListReads(
  database: Database,
  options: { maxAnswers?: number; maxStateReads?: number } = {},
): ListReads {
  const answers = createAnswerCache(options.maxAnswers ?? 2000);
  const query = queryOf(database);
  const readStates = sharedStateReads(query, options.maxStateReads ?? 4);
  let current: ReferenceData | undefined;
  let loading: Promise<ReferenceData> | undefined;
  let loadingKey = '';
  let epoch = 0;
  const load = async (states: SyncStateRow[], key: string): Promise<ReferenceData> => {
    const data = await loadReference(query, states, key);
    answers.clear();
    return data;
  };

  return {
    async reference() {
      const states = await readStates();
      const key = stateKeyOf(states);
      if (current && current.generation === key) return current;
      if (!loading || loadingKey !== key) {
        loadingKey = key;
        loading = load(states, key).then(
          (data) => {
            if (loadingKey === key) {
              current = data;
              loading = undefined;
            }
            return data;
          },
          (error: unknown) => {
            if (loadingKey === key) loading = undefined;
            throw error;
          },
        );
      }
      return loading;
    },
    answer: answers.answer,
    query,
    cacheSize: answers.size,
    choicesChanged() {
      epoch++;
    },
    choicesEpoch: () => epoch,
  };
}

/** The last millisecond of the Asia/Seoul calendar day that holds `now` (D-day labels and "today" change after it). */
export function endOfSeoulDay(now: Date): Date {
  return new Date(seoulStartOfDay(addDays(seoulDateOf(now), 1)).getTime() - 1);
}

/** A statement whose parameters are named (`:now`); `params` lists the names in the order of `$1`, `$2`, … */
export type Statement = { name: string; text: string; params: string[] };

/** Numbers `:name` params (not `::type`) by first use: PostgreSQL cannot type a parameter no expression uses. */
export function compileStatement(name: string, text: string): Statement {
  const params: string[] = [];
  const numbered = text.replace(/(?<!:):([a-z][a-z_]*)/g, (_match, param: string) => {
    let index = params.indexOf(param);
    if (index < 0) index = params.push(param) - 1;
    return `$${index + 1}`;
  });
  return { name, text: numbered, params };
}

export function bind(statement: Statement, values: Record<string, unknown>): unknown[] {
  return statement.params.map((param) => values[param] ?? null);
}
