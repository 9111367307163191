import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { RouteProviders } from '../app/providers.tsx';
import { type MockHandler, mockApi } from './mock-api.ts';

/**
 * Test-only: renders `element` at `path` inside a memory router with the app's route providers (toasts, alert
 * dialogs, React Aria links) and a fresh query client. Other paths render a marker heading, so a test can see where
 * navigation went.
 */
export function renderRoute(
  element: ReactNode,
  {
    path = '/',
    initialEntries = [path],
    routes = [],
  }: { path?: string; initialEntries?: InitialEntry[]; routes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteProviders>
            <Outlet />
          </RouteProviders>
        ),
        children: [{ path, element }, ...routes, { path: '*', element: <h1>다른 화면</h1> }],
      },
    ],
    { initialEntries },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A stand-in page: its name as the heading and, under the test id `where`, the address it was reached at. */
function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

/** `element` at `path`, the API answering `handlers`, and a stand-in page (`Where`) for each of `elsewhere`'s paths. */
export function renderPage(
  element: ReactNode,
  {
    path,
    entries,
    handlers,
    elsewhere,
  }: {
    path: string;
    entries: string[];
    handlers: Record<string, MockHandler>;
    elsewhere: Record<string, string>;
  },
) {
  const api = mockApi(handlers);
  const routes = Object.entries(elsewhere).map(([at, name]) => ({
    path: at,
    element: <Where name={name} />,
  }));
  return { api, ...renderRoute(element, { path, initialEntries: entries, routes }) };
}
