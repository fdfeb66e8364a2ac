import { Component, type ReactNode } from "react";
import { RouteErrorScreen } from "./route-error-screen";

type Props = {
  children: ReactNode;
  /** A new value (the next page's path) clears the error. */ resetKey: string;
};
type State = { failed: boolean };

// Catches a page whose code cannot be fetched (offline, a new deploy, a timeout) or that crashes.
export class PageErrorBoundary extends Component<Props, State> {
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
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
