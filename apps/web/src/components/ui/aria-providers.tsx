import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { type NavigateOptions, useHref, useInRouterContext, useNavigate } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Around every tree that holds React Aria components: Korean for React Aria's own strings (hidden dismiss buttons,
 * list hints), whatever the browser language, and React Aria links and buttons navigating client-side through
 * react-router. Not at the root: the first page renders no React Aria, so react-aria loads with the pages, dialogs
 * and widgets that use it (lazy routes, the phone menu, pickers, dialogs) and each wraps itself in this.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const isInRouter = useInRouterContext();
  return (
    <I18nProvider locale="ko-KR">
      {isInRouter ? <ClientSideLinks>{children}</ClientSideLinks> : children}
    </I18nProvider>
  );
}

/** A widget can be rendered outside a router (component tests); inside one, its links navigate client-side. */
function ClientSideLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
