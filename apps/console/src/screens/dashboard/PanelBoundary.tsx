import { Component, type ReactNode } from "react";

interface PanelBoundaryProps {
  /** Said in place of a panel that failed to draw (the other panels stay). */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/** One panel's failure to draw (e.g. a chart library error) does not take down the dashboard. */
export class PanelBoundary extends Component<PanelBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
