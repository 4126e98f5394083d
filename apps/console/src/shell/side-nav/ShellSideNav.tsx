/** Placeholder while the side menu is wired (issue #7 helper): replaced by the menu-machine SideNav. */
export function ShellSideNav({ id }: { id: string; narrowOpen: boolean }) {
  return <nav id={id} aria-label="Menu" />;
}
