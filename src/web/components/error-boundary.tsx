import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children once they threw while rendering. */
  fallback: ReactNode;
  children: ReactNode;
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

/** Catches rendering errors below it (spec 000 §8: unexpected rendering error → the 'Oops!' page). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
