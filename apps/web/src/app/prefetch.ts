import type { QueryClient } from '@tanstack/react-query';

/** What the server renderer gives a page to read its data before drawing it (entry-server.tsx, ADR 040). */
export type PrefetchContext = {
  client: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The reader is a member (by their first-view cookie): reads that answer members differently are theirs to ask. */
  isMember: boolean;
};

/**
 * A page's public reads, asked for with the same query options its hooks use, so that the server's render finds
 * them in the cache. Member-only reads stay in the browser: the server holds no token.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;
