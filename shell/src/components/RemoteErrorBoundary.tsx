/**
 * Catches an error thrown while a remote renders, so one broken remote never takes the
 * page down, and reports it to the loader, which then tries the next version.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  /** Shown from the moment of the error until the parent has moved on. */
  fallback: ReactNode;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
