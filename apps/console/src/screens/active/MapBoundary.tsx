import { Component, type ReactNode } from "react";

interface MapBoundaryProps {
  /** Shown instead of the map when its code could not load or it failed to draw. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a map that failed (its chunk did not load, Leaflet threw) from taking the page down:
 * the list of users stays, with a note where the map would be.
 */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
