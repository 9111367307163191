import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** The query options of one read under `queryKey`: `read` gets the query's abort signal. */
export function readOptions<T, K extends QueryKey>(queryKey: K, read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
}

/** A write whose answer goes into the cache at once: `onSuccess` gets the answer and the query client. */
export function useWriteMutation<T, V = void>(
  mutationFn: (variables: V) => Promise<T>,
  onSuccess: (data: T, queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data) => onSuccess(data, queryClient) });
}
