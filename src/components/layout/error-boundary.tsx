import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** Shown instead of the children after they failed (code that could not be fetched, a crash). */
  fallback: ReactNode;
  /** A new value (the next page's path) tries the children again. */
  resetKey?: string;
};
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
