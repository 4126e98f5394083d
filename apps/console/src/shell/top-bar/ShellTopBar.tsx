/** Placeholder while the top bar is wired (issue #7 helper). */
export function ShellTopBar(_props: {
  menuId: string;
  menuOpen: boolean;
  onMenuToggle: () => void;
}) {
  return <header />;
}
