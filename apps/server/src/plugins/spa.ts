import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import {
  type BuildManifest,
  bootFile,
  fillShell,
  loadPageRenderer,
  type PageAnswer,
  type PageRenderer,
  preloadLinks,
  renderAs,
} from './page-render.ts';

const API_PREFIXES = ['/v1/', '/v1?', '/files/', '/docs', '/healthz'];

function isApiPath(url: string): boolean {
  return url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A request for a file (a missing asset such as /assets/old-hash.js) gets a 404, never the app's HTML. */
function isFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(path);
}

function isPagePath(path: string): boolean {
  return !isApiPath(path) && !isFilePath(path);
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

/** A sibling older than index.html (precompression skipped) would be a stale shell, so it is ignored. */
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

function encodeAs(encoding: string | undefined, raw: Buffer): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(raw) : raw;
}

/** A page made for one request, encoded as the client accepts (brotli, gzip or none). */
function encodePage(html: string, acceptEncoding: string | undefined) {
  const encoding = PRECOMPRESSED.find((entry) => accepts(acceptEncoding, entry.encoding))?.encoding;
  return { encoding, body: encodeAs(encoding, Buffer.from(html)) };
}

/** The browser build's manifest, read again when a rebuild replaced it. */
function manifestReader(dist: string) {
  const file = join(dist, '.vite', 'manifest.json');
  let cached: { time: number; manifest: BuildManifest } | null = null;
  return (): BuildManifest => {
    const time = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (time === undefined) return {};
    if (cached?.time !== time) {
      try {
        cached = { time, manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest };
      } catch {
        return {};
      }
    }
    return cached.manifest;
  };
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

type PageSource = { indexFile: string; renderer: PageRenderer | null; readManifest: () => BuildManifest };

/** The page drawn here for this reader, or null for the browser to draw (no renderer, or it failed). */
async function drawPage(renderer: PageRenderer | null, request: FastifyRequest): Promise<PageAnswer | null> {
  if (!renderer) return null;
  return renderAs(request.ip, () => renderer.renderPage(request.url, request.headers.cookie)).catch(
    (error: unknown) => {
      // The browser can still draw the page from the plain shell.
      request.log.error({ err: error }, 'server render failed: sending the plain shell');
      return null;
    },
  );
}

/** The shell filled with the drawn page or its preloads, or else the build's shell as it is. */
function pageBody(source: PageSource, answer: PageAnswer | null, acceptEncoding: string | undefined) {
  // A server-drawn page loads its chunks after the entry, off the first paint's bandwidth (FCP, ADR 040).
  const links = answer && !answer.drawn ? preloadLinks(source.readManifest(), answer.modules) : '';
  const drawn = answer?.drawn ?? null;
  // Read per request: a rebuild while the server runs must not serve a stale shell.
  if (!drawn && !links) return readShell(source.indexFile, acceptEncoding);
  const boot = drawn ? bootFile(source.readManifest()) : null;
  return encodePage(fillShell(readFileSync(source.indexFile, 'utf8'), links, drawn, boot), acceptEncoding);
}

async function sendPage(source: PageSource, request: FastifyRequest, reply: FastifyReply) {
  const answer = await drawPage(source.renderer, request);
  const vary = reply.getHeader('vary');
  // CORS may already vary on Origin: add to it rather than replace it.
  reply
    .type('text/html; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const shell = pageBody(source, answer, request.headers['accept-encoding']);
  // A drawn page is this reader's (their text size, their name in the bar): never shared by a cache.
  if (answer?.drawn) {
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', `${String(reply.getHeader('vary'))}, cookie`);
  } else {
    reply.header('cache-control', 'no-cache');
  }
  if (shell.encoding) reply.header('content-encoding', shell.encoding);
  return reply.send(shell.body);
}

async function serveStaticFiles(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The siblings are picked by Accept-Encoding for their original's URL, never routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Document-only headers (CSP, framing, referrer, opener) add up over a page's many scripts, so hashed assets
      // drop them (ADR 012); nosniff, CORP and HSTS stay. helmet set them on the raw response.
      if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
    },
  });
}

/**
 * Hashed assets cached immutably, index.html never; unknown non-API paths fall back to index.html, unknown /v1
 * paths get the JSON 404. Precompressed siblings when accepted.
 */
export async function registerSpa(app: FastifyInstance) {
  const dist = app.deps.config.webDistDir;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) await serveStaticFiles(app, dist);
  else app.log.warn({ dist }, 'web build not found: run `npm run build` to serve the app');

  // A renderer that cannot load leaves every page to the browser, as before server rendering (ADR 040).
  const renderer = hasWeb
    ? await loadPageRenderer(app, dist).catch((error: unknown) => {
        app.log.error({ err: error }, 'the server renderer did not load: pages are drawn in the browser');
        return null;
      })
    : null;
  const source: PageSource = { indexFile, renderer, readManifest: manifestReader(dist) };

  const isPageUrl = (url: string) => hasWeb && isPagePath(decodedPath(url));
  const servesPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && isPageUrl(request.url);
  // Probes of unknown API paths count against the per-IP limit; the shell stays exempt like any static asset.
  const limit = app.rateLimit();
  const limitProbes = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!servesPage(request)) await limit.call(this, request, reply);
  };

  app.setNotFoundHandler({ preHandler: limitProbes }, async (request, reply) => {
    if (servesPage(request)) return sendPage(source, request, reply);
    // A server-drawn form sent before the script ran (login-form.tsx): the same page again, the body unread.
    if (request.method === 'POST' && isPageUrl(request.url)) return reply.redirect(request.url, 303);
    return sendError(app, reply, 'ROUTE_NOT_FOUND');
  });
}
