import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { RouteProviders } from '../app/providers.tsx';

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
