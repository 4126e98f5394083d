/**
 * The public API of @canvass/ui: presentational components (props in, callbacks out), the
 * design tokens' helpers and the stylesheet (`@canvass/ui/styles.css`). Grouped by area.
 */

// helpers and theme
export { cn } from "./lib/cn";
export { applyBranding, brandingVariables } from "./theme/branding";
export type { Branding, BrandingVariables } from "./theme/branding";
export { ICON_PX, SIZE_PX, SIZES } from "./theme/sizes";
export type { Size } from "./theme/sizes";
export {
  BREAKPOINTS,
  NAV_CHILD_GAP_PX,
  NAV_CHILD_HEIGHT_PX,
  TEXTAREA_RESIZE,
} from "./theme/layout";
export type { TextareaResize } from "./theme/layout";

// actions
export { Button } from "./components/button/Button";
export type { ButtonProps } from "./components/button/Button";
export { IconButton } from "./components/button/IconButton";
export type { IconButtonProps } from "./components/button/IconButton";
export { buttonClassName } from "./components/button/button.styles";
export type { ButtonVariant } from "./components/button/button.styles";

// loading
export { Spinner } from "./components/spinner/Spinner";
export type { SpinnerProps } from "./components/spinner/Spinner";

// Component groups: each file lists its names explicitly.
export * from "./exports/inputs";
export * from "./exports/overlays";
export * from "./exports/choosers";
export * from "./exports/side-nav";
export * from "./exports/top-bar";
export * from "./exports/data-table";
export * from "./exports/display";
export * from "./exports/profile";
export * from "./exports/tree-view";
export * from "./exports/active-map";
export * from "./exports/territory-map";
export * from "./exports/bulk-import";
export * from "./exports/flag-toggles";
export * from "./exports/lookup";
export * from "./exports/form-builder";
export * from "./exports/products-editor";

// e-mail templates (issue 24)
export {
  EMAIL_PREVIEW_WIDTHS,
  EmailPreview,
  previewDocument,
} from "./components/email-preview/EmailPreview";
export type {
  EmailPreviewDevice,
  EmailPreviewLabels,
  EmailPreviewProps,
  EmailPreviewScheme,
} from "./components/email-preview/EmailPreview";
export { VersionList } from "./components/version-list/VersionList";
export { DnsRecordTable } from "./components/dns-record-table/DnsRecordTable";
export type {
  DnsRecordRow,
  DnsRecordStatus,
  DnsRecordTableLabels,
  DnsRecordTableProps,
} from "./components/dns-record-table/DnsRecordTable";
export type {
  VersionListItem,
  VersionListLabels,
  VersionListProps,
} from "./components/version-list/VersionList";
export * from "./exports/ear";
