import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

/** Last line of defence for errors outside the router's own boundaries: the 500 page. */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage status={500} onHomepage={() => window.location.assign('/')} />;
  }
}
