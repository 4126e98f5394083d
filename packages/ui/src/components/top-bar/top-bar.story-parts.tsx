/** Stand-ins for the console's pieces in the top bar's stories: a logo and the action slots. */
import { Languages, MessageSquare } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { IconButton } from "../button/IconButton";

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="32" viewBox="0 0 112 32">' +
  '<rect x="0" y="4" width="24" height="24" rx="6" fill="#1d4ed8"/>' +
  '<path d="M16.5 11.5a6 6 0 1 0 0 9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<rect x="32" y="9" width="64" height="6" rx="3" fill="#3b82f6"/>' +
  '<rect x="32" y="19" width="44" height="4" rx="2" fill="#94a3b8"/></svg>';

/** The branding variable a host sets with `applyBranding({ logoUrl })`, here as an inline image. */
export const LOGO_VARIABLE = {
  "--cv-logo": `url("data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}")`,
} as CSSProperties;

/** A fixed-width frame, so a story shows the bar at one of its breakpoints. */
export function Frame({
  width,
  children,
}: {
  readonly width: number;
  readonly children: ReactNode;
}) {
  return (
    <div style={{ ...LOGO_VARIABLE, width }} className="max-w-full">
      {children}
    </div>
  );
}

/** Language, feedback and the user's avatar button, as the console fills the action slot. */
export function StoryActions() {
  return (
    <>
      <IconButton label="Language" icon={<Languages size={18} />} />
      <IconButton label="Send feedback" icon={<MessageSquare size={18} />} />
      <button
        type="button"
        className="ml-1 flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">JD</span>
        <span className="sr-only">Account menu for Jane Doe</span>
      </button>
    </>
  );
}
