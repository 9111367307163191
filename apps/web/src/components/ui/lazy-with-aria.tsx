import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a widget built on React Aria, wrapped in React Aria's providers: the widget, react-aria and the
 * providers all load on first use (a dialog opened, a picker pressed), none with the page that shows the trigger.
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
