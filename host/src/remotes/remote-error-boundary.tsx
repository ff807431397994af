import { Component, type ReactNode } from 'react';
import { reportError } from '../monitoring/monitor';
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

  override componentDidCatch(error: unknown) {
    const { remote, module } = this.props;
    if (error instanceof RemoteLoadError) reportError(error, { kind: 'remote-load', remote, module, chunk: error.resource });
    else reportError(error, { kind: 'render', remote, module });
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
