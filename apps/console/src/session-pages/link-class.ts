/** The look of a text link on the sign-in pages (the UI package styles buttons, not prose links). */
export const LINK_CLASS =
  "rounded-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
