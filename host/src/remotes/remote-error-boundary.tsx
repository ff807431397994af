import { Component, type ReactNode } from 'react';
import { reportError } from '../monitoring/monitor';
import { classifyLoadFailure, isLoadFailure, RemoteLoadError } from './remote-load-error';

/** How the failure is told: a page that crashed is no load failure; the reference finds its report. */
export interface FailureTelling {
  crashed: boolean;
  reference: string | undefined;
}

interface Props {
  remote: string;
  module: string;
  fallback: (failure: RemoteLoadError, telling: FailureTelling) => ReactNode;
  children: ReactNode;
}

interface State {
  failure: unknown;
  reference: string | undefined;
}

/**
 * Layer three of the failure handling: keeps a failing remote inside its outlet, so the
 * navigation and the rest of the portal keep working. To retry, the outlet remounts it.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, reference: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error };
  }

  override componentDidCatch(error: unknown) {
    const { remote, module } = this.props;
    const reference =
      error instanceof RemoteLoadError
        ? reportError(error, { kind: 'remote-load', remote, module, chunk: error.resource })
        : reportError(error, { kind: 'render', remote, module });
    this.setState({ reference });
  }

  override render() {
    const { failure, reference } = this.state;
    if (!failure) return this.props.children;
    const crashed = !isLoadFailure(failure);
    const named =
      failure instanceof RemoteLoadError
        ? failure
        : new RemoteLoadError(this.props.remote, this.props.module, classifyLoadFailure(failure), { cause: failure });
    return this.props.fallback(named, { crashed, reference });
  }
}
