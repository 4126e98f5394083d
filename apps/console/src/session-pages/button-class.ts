/**
 * Full-width buttons on the sign-in pages may wrap: at 320 px a translated label ("Envoyer le
 * lien de réinitialisation") is wider than the card. The design system's buttons never wrap, so
 * the override is marked important to win over its `whitespace-nowrap` and fixed height.
 */
export const WRAPPING_BUTTON = "h-auto! min-h-9 py-2 text-center whitespace-normal!";
