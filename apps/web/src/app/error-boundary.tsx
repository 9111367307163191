import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** What to show instead of the children once one of them threw while rendering (or its code failed to load). */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears the error: the boundary gets another go (e.g. the reader went to another page). */
  resetKey: string;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: string };

/**
 * Catches what its children throw while rendering — a bug, or a lazily loaded page whose chunk is gone after a new
 * release — and shows `fallback` instead of a white page. React only offers this as a class component.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
