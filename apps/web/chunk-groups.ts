import type { Plugin } from 'vite';

/** React Aria and its relatives, as module ids show them. */
const REACT_ARIA_MODULE =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/;

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;

/**
 * The modules that the pages without React Aria import statically, found from the module graph once it is known
 * (`buildEnd`): a route module whose static imports never reach React Aria lends all of them. A chunk made only of
 * these can be shared with any page without bringing it React Aria (vite.config.ts, the `shared` group; ADR 012).
 */
export function modulesOfPagesWithoutAria() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'dasibom:pages-without-aria',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const staticClosure = (start: string) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      for (const id of this.getModuleIds()) {
        if (!ROUTE_MODULE.test(id)) continue;
        const closure = staticClosure(id);
        if ([...closure].some((module) => REACT_ARIA_MODULE.test(module))) continue;
        for (const module of closure) modules.add(module);
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
