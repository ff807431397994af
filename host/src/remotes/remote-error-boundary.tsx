import { Component, type ErrorInfo, type ReactNode } from 'react';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';

interface Props {
  remote: string;
  module: string;
  fallback: (failure: RemoteLoadError) => ReactNode;
  children: ReactNode;
}

/**
 * Layer three of the failure handling: keeps a failing remote inside its outlet, so the
 * navigation and the rest of the portal keep working. To retry, the outlet remounts it.
 */
export class RemoteErrorBoundary extends Component<Props, { failure: RemoteLoadError | null }> {
  override state = { failure: null as RemoteLoadError | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[remotes] ${this.props.remote} ${this.props.module} failed`, error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const named = failure instanceof RemoteLoadError
      ? failure
      : new RemoteLoadError(this.props.remote, this.props.module, classifyLoadFailure(failure), { cause: failure });
    return this.props.fallback(named);
  }
}
