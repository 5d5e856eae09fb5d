import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean; pathname: string };

class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Navigating elsewhere leaves the error behind, without remounting the tree (the shell stays).
  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** A page that fails to render or whose code fails to load shows RouteErrorPage, not a blank screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
