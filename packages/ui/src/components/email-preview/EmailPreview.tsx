import { clsx } from "clsx";
import { Button } from "../button/Button";

export type EmailPreviewDevice = "desktop" | "phone";
export type EmailPreviewScheme = "light" | "dark";

/** The width of each device, in CSS pixels: a mail client's reading pane and a common phone. */
export const EMAIL_PREVIEW_WIDTHS: Readonly<Record<EmailPreviewDevice, number>> = {
  desktop: 640,
  phone: 375,
};

export interface EmailPreviewLabels {
  readonly desktop: string;
  readonly phone: string;
  readonly light: string;
  readonly dark: string;
}

export interface EmailPreviewProps {
  /** The frame's accessible name ("Preview of version 3"). */
  readonly label: string;
  /** The rendered message's HTML (a whole document). */
  readonly html: string;
  readonly device: EmailPreviewDevice;
  readonly scheme: EmailPreviewScheme;
  readonly labels: EmailPreviewLabels;
  readonly onDeviceChange: (device: EmailPreviewDevice) => void;
  readonly onSchemeChange: (scheme: EmailPreviewScheme) => void;
  /** Height of the frame in CSS pixels (640 by default). */
  readonly height?: number;
}

/**
 * What a dark-mode mail client does to a message that has no dark styles of its own: it inverts
 * the lightness and keeps the hues (images inverted back). An approximation, as every client
 * darkens differently; a message's own `prefers-color-scheme: dark` rules apply too.
 */
const DARK_STYLE =
  "<style>html{filter:invert(1) hue-rotate(180deg);background:#fff}img{filter:invert(1) hue-rotate(180deg)}</style>";

/** The document shown for a scheme: the message, with the forced-dark style in dark. */
export function previewDocument(html: string, scheme: EmailPreviewScheme): string {
  const meta = `<meta name="color-scheme" content="${scheme}">`;
  const extra = scheme === "dark" ? `${meta}${DARK_STYLE}` : meta;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head([^>]*)>/i, `<head$1>${extra}`)
    : `${extra}${html}`;
}

/**
 * A rendered e-mail in a sandboxed frame: `sandbox=""` allows no scripts, no forms, no popups
 * and no same-origin access, so a message's content can never act on the console. Toggles set
 * the frame to a desktop or a phone width, and light or dark.
 */
export function EmailPreview({
  label,
  html,
  device,
  scheme,
  labels,
  onDeviceChange,
  onSchemeChange,
  height = 640,
}: EmailPreviewProps) {
  const toggle = <T extends string>(
    value: T,
    current: T,
    text: string,
    onChange: (value: T) => void,
  ) => (
    <Button
      key={value}
      size="sm"
      variant={value === current ? "primary" : "secondary"}
      aria-pressed={value === current}
      onClick={() => {
        onChange(value);
      }}
    >
      {text}
    </Button>
  );
  return (
    <figure aria-label={label} data-slot="email-preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-4">
        <div role="group" aria-label={`${labels.desktop} / ${labels.phone}`} className="flex gap-1">
          {toggle("desktop", device, labels.desktop, onDeviceChange)}
          {toggle("phone", device, labels.phone, onDeviceChange)}
        </div>
        <div role="group" aria-label={`${labels.light} / ${labels.dark}`} className="flex gap-1">
          {toggle("light", scheme, labels.light, onSchemeChange)}
          {toggle("dark", scheme, labels.dark, onSchemeChange)}
        </div>
      </div>
      <div className={clsx("overflow-x-auto rounded-md border border-line bg-canvas p-2")}>
        <iframe
          title={label}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={previewDocument(html, scheme)}
          data-device={device}
          data-scheme={scheme}
          className="mx-auto block border-0 bg-white"
          style={{ width: EMAIL_PREVIEW_WIDTHS[device], height, colorScheme: scheme }}
        />
      </div>
    </figure>
  );
}
