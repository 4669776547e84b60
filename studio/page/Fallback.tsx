import { Component, type ReactNode } from 'react';

/** Keeps the rest of the page when the journey's code cannot load (a document that is not JSON). */
export class Fallback extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">This part cannot be drawn with the journey as it is: {this.state.failed}</p>
    ) : (
      this.props.children
    );
  }
}
