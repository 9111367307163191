import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Per-route HTML shells (ADR 012). A page other than home loads its code lazily: the browser learns it needs the
 * page's chunks only after the entry has downloaded and run, one round trip and one script run later. For each lazily
 * loaded page this writes `route-shells/<page>.html` — index.html plus `<link rel="modulepreload">` for the chunks
 * the page will import — and `route-shells/manifest.json` (path pattern → shell); the server picks the shell by
 * path (apps/server/src/plugins/spa.ts), so those chunks download beside the entry.
 */

export const SHELL_DIR = 'route-shells';

export type PagePath = { path: string; module: string; aria: boolean };

/**
 * `page('jobinfo/:jobId', '직업 상세 정보', () => import('./routes/job-info.tsx'), { aria: false })` →
 * { path: '/jobinfo/:jobId', module: 'job-info', aria: false } (`aria` is true without the options).
 */
export function readPagePaths(routerSource: string): PagePath[] {
  const pages: PagePath[] = [];
  const call =
    /\bpage\(\s*'([^']+)'\s*,\s*'[^']*'\s*,\s*\(\)\s*=>\s*import\('\.\/routes\/([\w-]+)\.tsx'\)(\s*,\s*\{\s*aria:\s*false\s*,?\s*\})?/g;
  for (const match of routerSource.matchAll(call)) {
    pages.push({ path: `/${match[1]}`, module: match[2] as string, aria: match[3] === undefined });
  }
  return pages;
}

/** Loaded with every lazy page (router.tsx `lazyPage`); React Aria's providers only with a page that renders it. */
const QUERY_PROVIDER = '/src/lib/query-provider.tsx';
const ARIA_PROVIDERS = '/src/components/ui/aria-providers.tsx';

/** React Aria and its relatives, as module ids show them. */
const REACT_ARIA_MODULE =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/;

function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && (item.facadeModuleId ?? '').endsWith(moduleSuffix),
  );
}

/** The chunk and every chunk it imports statically, in load order. */
function withImports(bundle: OutputBundle, start: OutputChunk, into: Set<string>) {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') withImports(bundle, chunk, into);
  }
}

export function routeShells({ routerFile }: { routerFile: string }): Plugin {
  return {
    name: 'dasibom:route-shells',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (html?.type !== 'asset' || !entry) return;
      const shell = String(html.source);
      // Already in index.html (the entry and its modulepreloads).
      const onEveryPage = new Set<string>();
      withImports(bundle, entry, onEveryPage);

      const pages = readPagePaths(readFileSync(routerFile, 'utf8'));
      if (pages.length === 0) this.error(`route-shells: no page(...) routes found in ${routerFile}`);
      const manifest: Record<string, string> = {};
      for (const { path, module, aria } of pages) {
        const page = chunkOf(bundle, `/src/app/routes/${module}.tsx`);
        if (!page) this.error(`route-shells: no chunk for src/app/routes/${module}.tsx`);
        const files = new Set<string>();
        withImports(bundle, page, files);
        if (!aria) {
          // Declared without React Aria (router.tsx): its first render must not need the providers it goes without.
          const withAria = [...files].filter((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' && chunk.moduleIds.some((id) => REACT_ARIA_MODULE.test(id));
          });
          if (withAria.length > 0) {
            this.error(
              `route-shells: ${module} is a page without React Aria ({ aria: false } in router.tsx) but its code ` +
                `loads it (${withAria.join(', ')}): load that widget on first use (lazyWithAria) or drop the option`,
            );
          }
        }
        for (const companion of aria ? [ARIA_PROVIDERS, QUERY_PROVIDER] : [QUERY_PROVIDER]) {
          const chunk = chunkOf(bundle, companion);
          if (chunk) withImports(bundle, chunk, files);
        }
        const links = [...files]
          .filter((file) => !onEveryPage.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: `${SHELL_DIR}/${module}.html`,
          source: shell.replace(/^([ \t]*)<\/head>/m, (closing) => `${links}${closing}`),
        });
        manifest[path] = `${module}.html`;
      }
      this.emitFile({
        type: 'asset',
        fileName: `${SHELL_DIR}/manifest.json`,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * The modules that the pages without React Aria (`{ aria: false }` in router.tsx) import statically, found once the
 * module graph is known (`buildEnd`). By construction none of them is, or imports, React Aria (the route shells
 * refuse such a page otherwise), so a chunk made only of them can be shared with any other page without bringing it
 * React Aria (vite.config.ts, the `shared` group). Empty until the plugin has seen the graph.
 */
export function pagesWithoutAria({ routerFile }: { routerFile: string }) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'dasibom:pages-without-aria',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const wanted = readPagePaths(readFileSync(routerFile, 'utf8'))
        .filter((page) => !page.aria)
        .map((page) => `/src/app/routes/${page.module}.tsx`);
      const pending = [...this.getModuleIds()].filter((id) => wanted.some((suffix) => id.endsWith(suffix)));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (modules.has(id) || REACT_ARIA_MODULE.test(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
