import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';

/** The app's query client around the routes (main.tsx). A client already above — a test's own — is left in place. */
export function AppQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
