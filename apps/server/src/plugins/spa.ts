import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const API_PREFIXES = ['/v1/', '/v1?', '/files/', '/docs', '/healthz'];

function isApiPath(url: string): boolean {
  return url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A request for a file (a missing asset such as /assets/old-hash.js) gets a 404, never the app's HTML. */
function isFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(path);
}

/** The path as the router saw it: `/%761/x` is `/v1/x` there, so it must not be a page here. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Encodings the build precompresses (apps/web/precompress.ts), in the order we prefer them. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Whether `accept-encoding` allows `encoding` (q > 0, named or through `*`). */
export function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding || (encoding === 'gzip' && name === 'x-gzip')) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

/**
 * The SPA shell as the client accepts it. A sibling older than index.html (a build that skipped precompression)
 * would be a stale shell pointing at assets that no longer exist, so it is ignored.
 */
function readShell(indexFile: string, acceptEncoding: string | undefined) {
  const shellTime = statSync(indexFile).mtimeMs;
  for (const { encoding, extension } of PRECOMPRESSED) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const sibling = statSync(`${indexFile}${extension}`, { throwIfNoEntry: false });
    if (sibling && sibling.mtimeMs >= shellTime) {
      return { encoding, body: readFileSync(`${indexFile}${extension}`) };
    }
  }
  return { encoding: undefined, body: readFileSync(indexFile) };
}

/** `/jobinfo/12` (as react-router matches it) → 12; null for any other path. */
export function jobDetailId(path: string): number | null {
  const match = /^\/jobinfo\/([1-9]\d{0,8})\/?$/i.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Job detail's largest element on a phone is the job's illustration, which the page can only draw once the job's
 * data has come (ADR 012): the shell names both up front, so they download beside the scripts instead of after them.
 * The data is public and read without a token (features/jobs/api/get-job-detail.ts), so the preloaded copy is the
 * one every reader gets; `use-credentials` matches the page's own fetch (lib/api-client.ts, credentials: include),
 * without which the browser would ask twice. Only a same-origin path of plain characters is ever written.
 */
async function jobDetailPreloads(
  app: FastifyInstance,
  jobPreloadTags: Map<number, string>,
  jobId: number,
): Promise<string> {
  const known = jobPreloadTags.get(jobId);
  if (known !== undefined) return known;
  const rows = await app.listReads.query<{ image_url: string }>(
    'shell-job-image',
    'select image_url from occupations where id = $1',
    [jobId],
  );
  const url = rows[0]?.image_url;
  // No row: the page will say the job does not exist; nothing to fetch ahead.
  const tag =
    rows.length === 0
      ? ''
      : `<link rel="preload" as="fetch" href="/v1/job/detail/${jobId}" crossorigin="use-credentials" />${
          url && /^\/[\w./-]+$/.test(url)
            ? `<link rel="preload" as="image" href="${url}" fetchpriority="high" />`
            : ''
        }`;
  if (jobPreloadTags.size < 1000) jobPreloadTags.set(jobId, tag);
  return tag;
}

/** Encoded shells with a preload, by file, its time, the tag and the encoding (a few per job at most). */
const preloadedShells = new Map<string, Buffer>();

/** The shell with `tag` before `</head>`, encoded as the client accepts (brotli, gzip or none). */
function readShellWith(shellFile: string, tag: string, acceptEncoding: string | undefined) {
  const html = readFileSync(shellFile, 'utf8');
  const at = html.indexOf('</head>');
  if (at < 0) return readShell(shellFile, acceptEncoding);
  const encoding = PRECOMPRESSED.find((entry) => accepts(acceptEncoding, entry.encoding))?.encoding;
  const key = `${shellFile}:${statSync(shellFile).mtimeMs}:${tag}:${encoding ?? 'identity'}`;
  let body = preloadedShells.get(key);
  if (!body) {
    const raw = Buffer.from(`${html.slice(0, at)}${tag}${html.slice(at)}`);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(raw)
          : raw;
    if (preloadedShells.size > 200) preloadedShells.clear();
    preloadedShells.set(key, body);
  }
  return { encoding, body };
}

/** Where the build keeps per-route shells (apps/web/route-shells.ts): path pattern → file, e.g. `/jobinfo/:jobId`. */
const SHELL_DIR = 'route-shells';

/**
 * Whether `path` is what react-router matches for `pattern`: case-insensitive, a trailing slash allowed, `:name`
 * standing for one non-empty segment.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) =>
    segment.startsWith(':') ? (have[i] ?? '') !== '' : segment.toLowerCase() === have[i]?.toLowerCase(),
  );
}

/**
 * The shell for `path`: the page's own (index.html plus modulepreload links for the page's code, so it downloads
 * beside the entry instead of after it), or index.html. Read per request, like the shell itself.
 */
export function shellFileFor(dist: string, path: string): string {
  const indexFile = join(dist, 'index.html');
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, SHELL_DIR, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return indexFile;
  }
  for (const [pattern, file] of Object.entries(manifest)) {
    if (!matchesPattern(pattern, path) || !/^[\w-]+\.html$/.test(file)) continue;
    // Written by the same build as index.html (the build empties dist first), so never from another build.
    const shellFile = join(dist, SHELL_DIR, file);
    return existsSync(shellFile) ? shellFile : indexFile;
  }
  return indexFile;
}

/** Set by helmet on every response; they mean nothing on a hashed asset (ADR 012). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Serves the built web app (apps/web/dist). Hashed assets get a long immutable cache; index.html is never cached.
 * Unknown paths outside the API fall back to index.html so client routes deep-link; unknown /v1 paths get the JSON
 * error envelope with 404. Text assets go out as the build's brotli/gzip siblings when the client accepts them.
 */
export async function registerSpa(app: FastifyInstance) {
  const dist = app.deps.config.webDistDir;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are picked by Accept-Encoding for their original's URL, never routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(dist, 'assets')}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // A hashed script, style sheet or font is never a document: the headers that only govern documents (the
        // CSP, framing, referrer, opener) are dropped, ≈ 0.7 KB on each of the 13–26 scripts a page fetches (ADR 012).
        // nosniff, CORP and HSTS stay.
        // (res is Fastify's reply; helmet wrote its headers on the raw response.)
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
      },
    });
  } else {
    app.log.warn({ dist }, 'web build not found: run `npm run build` to serve the app');
  }

  // Job id → its preload tags ('' for no such job); jobs change only with a release, so kept while the app runs.
  const jobPreloadTags = new Map<number, string>();
  const servesPage = (request: FastifyRequest) => {
    const path = decodedPath(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !isFilePath(path);
    return wantsPage && hasWeb;
  };
  // Probes of unknown API paths count against the caller's global per-IP limit; the app's shell stays exempt like
  // any static asset (spelling a path oddly only ever earns that same HTML).
  const limit = app.rateLimit();
  const limitProbes = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!servesPage(request)) await limit.call(this, request, reply);
  };

  app.setNotFoundHandler({ preHandler: limitProbes }, async (request, reply) => {
    if (servesPage(request)) {
      // Read per request: a rebuild while the server runs must not serve a stale shell.
      const path = decodedPath(request.url);
      const shellFile = shellFileFor(dist, path);
      const jobId = jobDetailId(path);
      // A failed look-up only loses the head start: the page asks for the picture itself.
      const tag = jobId === null ? '' : await jobDetailPreloads(app, jobPreloadTags, jobId).catch(() => '');
      const shell = tag
        ? readShellWith(shellFile, tag, request.headers['accept-encoding'])
        : readShell(shellFile, request.headers['accept-encoding']);
      const vary = reply.getHeader('vary');
      // CORS may already vary on Origin: add to it rather than replace it.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (shell.encoding) reply.header('content-encoding', shell.encoding);
      return reply.send(shell.body);
    }
    return sendError(app, reply, 'ROUTE_NOT_FOUND');
  });
}
