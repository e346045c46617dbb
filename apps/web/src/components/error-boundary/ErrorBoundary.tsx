// Catches a render error in a page so the header stays usable. Reset on navigation by key.
import { Component, type ReactNode } from 'react';
import { ErrorView } from '../page-state/PageState';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorView /> : this.props.children;
  }
}
