import { Component, type ReactNode } from 'react';

interface EditorBoundaryProps {
  /** Shown instead of the editor after it failed: the topic as it was, with a way to try again. */
  fallback(retry: () => void, message: string): ReactNode;
  children: ReactNode;
}

/** Keeps a failure of the editing surface to its topic: the rest of the document stays open. */
export class EditorBoundary extends Component<EditorBoundaryProps, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error) return this.props.fallback(this.retry, this.state.error.message);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
