import { type ComponentType, lazy } from 'react';

/**
 * React Aria's providers, for a widget about to be opened on a page that renders no React Aria itself (router.tsx,
 * `aria: false`): a picker's preload (pointer over it, focus on it) fetches them with its list.
 */
export function preloadAriaProviders(): void {
  void import('./aria-providers.tsx');
}

/**
 * `React.lazy` for a widget built on React Aria, wrapped in React Aria's providers: the widget, react-aria and the
 * providers load on first use (a dialog opened, a picker pressed), none with the page that shows the trigger.
 */
export function lazyWithAria<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Widget, { AriaProviders }] = await Promise.all([load(), import('./aria-providers.tsx')]);
    function WithAria(props: P) {
      return (
        <AriaProviders>
          <Widget {...props} />
        </AriaProviders>
      );
    }
    return { default: WithAria };
  });
}
