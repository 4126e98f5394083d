import type { ToastView } from "@canvass/machines";

/** One toast per severity, for stories. */
export const SAMPLE_TOASTS: readonly ToastView[] = [
  {
    id: 1,
    title: "Campaign saved",
    description: "Spring Drive 2025 is live for 48 reps.",
    icon: undefined,
    severity: "success",
  },
  {
    id: 2,
    title: "Export is taking longer",
    description: "We will notify you when the file is ready.",
    icon: undefined,
    severity: "warning",
  },
  {
    id: 3,
    title: "Could not save the team",
    description: "The server did not answer. Try again in a moment.",
    icon: undefined,
    severity: "error",
  },
  {
    id: 4,
    title: "New version available",
    description: undefined,
    icon: undefined,
    severity: "info",
  },
];
