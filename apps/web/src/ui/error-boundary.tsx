import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once with the error; the boundary then renders nothing. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps one failing part (a lazily loaded window or panel whose chunk did not arrive) from unmounting the app. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
