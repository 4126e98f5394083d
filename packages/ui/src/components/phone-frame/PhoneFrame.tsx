import type { ReactNode } from "react";

export interface PhoneFrameProps {
  /** The frame's accessible name ("Preview as a fundraiser sees it"). */
  readonly label: string;
  /** The title bar's text (the campaign's title). */
  readonly title?: string | undefined;
  /** Width of the screen in CSS pixels (360 by default: a common phone). */
  readonly width?: number;
  /** Height of the screen in CSS pixels (640 by default). */
  readonly height?: number;
  readonly children: ReactNode;
}

/**
 * A phone-sized frame for previews: a rounded device edge, a title bar and a screen of the
 * given size whose content scrolls inside it, so a page is seen at the width a fundraiser's
 * phone has.
 */
export function PhoneFrame({ label, title, width = 360, height = 640, children }: PhoneFrameProps) {
  return (
    <figure
      aria-label={label}
      data-slot="phone-frame"
      className="inline-flex flex-col rounded-[2rem] border-8 border-line-strong bg-line-strong p-0 shadow-lg"
    >
      <div className="flex h-6 items-center justify-center">
        <span className="h-1.5 w-16 rounded-full bg-canvas" aria-hidden="true" />
      </div>
      <div
        className="flex flex-col overflow-hidden rounded-2xl bg-surface text-fg"
        style={{ width, height }}
      >
        {title === undefined ? null : (
          <div className="border-b border-line bg-primary px-3 py-2 text-sm font-medium text-on-primary">
            {title}
          </div>
        )}
        <div
          className="flex-1 overflow-y-auto p-3"
          data-slot="phone-frame-screen"
          role="region"
          aria-label={label}
          // The screen scrolls: reachable by keyboard so its content can be scrolled.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {children}
        </div>
      </div>
      <div className="h-4" aria-hidden="true" />
    </figure>
  );
}
