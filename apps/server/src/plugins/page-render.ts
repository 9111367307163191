import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web build's server renderer exports (apps/web/src/entry-server.tsx, ADR 040). */
export type RenderedPage = { title: string; html: string; state: string; textSize: string };
export type PageAnswer = { drawn: RenderedPage | null; modules: string[] };
export type PageRenderer = {
  renderPage: (url: string, cookieHeader: string | undefined) => Promise<PageAnswer>;
  setServerApi: (fetchApi: typeof fetch) => void;
};

/** The reader a render is for: the API calls it makes count against that reader's own limits. */
const renderFor = new AsyncLocalStorage<{ ip: string }>();

function headersOf(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, String(item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/**
 * The web app's API calls, answered in process by `app.inject`: the same routes, checks, serialization and limits
 * as over the network, without a socket.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: renderFor.getStore()?.ip ?? '127.0.0.1',
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: headersOf(response.headers),
    });
  };
}

/** The renderer beside the web build (`apps/web/dist-server`), or null when there is none (a server-only checkout). */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const file = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  renderer.setServerApi(injectFetch(app));
  return renderer;
}

export function renderAs<T>(ip: string, render: () => Promise<T>): Promise<T> {
  return renderFor.run({ ip }, render);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const TEXT_SIZES = new Set(['normal', 'large', 'xlarge']);

/**
 * The shell with the page's preloads, and when drawn: the page in `#root`, its state beside it, its title, the
 * reader's text size, and the app named to the boot script (`boot`, the build's `src/boot.ts`) rather than loaded
 * by a tag the browser fetches before its first paint.
 */
export function fillShell(
  shell: string,
  links: string,
  page: RenderedPage | null,
  boot: string | null,
): string {
  const withLinks = links ? shell.replace('</head>', () => `${links}</head>`) : shell;
  if (!page) return withLinks;
  const textSize = TEXT_SIZES.has(page.textSize) ? page.textSize : 'normal';
  const withBoot = boot
    ? withLinks.replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_tag, app: string) => `<script type="module" crossorigin src="/${boot}" data-app="${app}"></script>`,
      )
    : withLinks;
  return withBoot
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) => `<html${attributes} data-text-size="${textSize}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) that says which chunk a module starts. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The boot script's file in the build (apps/web/src/boot.ts), or null in a build without one. */
export function bootFile(manifest: BuildManifest): string | null {
  return manifest['src/boot.ts']?.file ?? null;
}

function withImports(manifest: BuildManifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
}

/**
 * `<link rel="modulepreload">` for the chunks `modules` run (with what they import), less those the entry already
 * brings: they download beside the entry instead of after it has run.
 */
export function preloadLinks(manifest: BuildManifest, modules: string[]): string {
  const onEveryPage = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, onEveryPage);
  const files = new Set<string>();
  for (const module of modules) withImports(manifest, module, files);
  return [...files]
    .filter((file) => !onEveryPage.has(file) && /^assets\/[\w.~-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');
}
