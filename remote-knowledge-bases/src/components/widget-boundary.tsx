import { Component, type ReactNode } from 'react';

export type WidgetBoundaryProps = { fallback: ReactNode; children: ReactNode };

/**
 * Keeps a failing chart or graph (its library chunk did not load, the browser cannot draw it) to
 * its own widget: the fallback shows there and the rest of the dashboard goes on.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
