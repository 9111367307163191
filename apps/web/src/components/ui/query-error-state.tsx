import { getErrorMessage } from '../../lib/api-error.ts';
import { ErrorState, type ErrorStateProps } from './error-state.tsx';

/** What QueryErrorState needs of a read: TanStack Query's result fits. */
type RetryableRead = { error?: unknown; isFetching: boolean; refetch: () => unknown };

/**
 * A failed read with 다시 시도 asking again. `fallback`: show the server's message, this when it has none;
 * otherwise `message` as given.
 */
export function QueryErrorState({
  query,
  fallback,
  message,
  ...rest
}: Omit<ErrorStateProps, 'onRetry' | 'isRetrying'> & { query: RetryableRead; fallback?: string }) {
  return (
    <ErrorState
      {...rest}
      message={fallback === undefined ? message : getErrorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
