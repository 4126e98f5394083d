/**
 * Every text of @canvass/ui's SideNav, translated (its defaults are English): the names of its
 * buttons and of the `<nav>`, the edit-mode hints and the drag announcements.
 */
import type { SideNavDragPlace, SideNavLabels } from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";

export function sideNavLabels(t: Translate): SideNavLabels {
  const place = ({ group, position, total }: SideNavDragPlace): string =>
    group === null
      ? t("nav.drag.placeTop", { position, total })
      : t("nav.drag.placeGroup", { group, position, total });
  return {
    navigation: t("nav.menu"),
    collapse: t("nav.collapse"),
    expand: t("nav.expand"),
    edit: t("nav.edit"),
    save: t("nav.save"),
    reset: t("nav.reset"),
    cancel: t("nav.cancel"),
    editList: t("nav.editList"),
    editHint: t("nav.editHint"),
    saveFailed: t("nav.saveFailed"),
    create: t("nav.create"),
    lastEdited: t("nav.lastEdited"),
    shortcutKinds: {
      campaign: t("nav.kind.campaign"),
      team: t("nav.kind.team"),
      user: t("nav.kind.user"),
    },
    dragRoleDescription: t("nav.drag.roleDescription"),
    dragInstructions: t("nav.drag.instructions"),
    inGroup: (group) => t("nav.drag.inGroup", { group }),
    pickedUp: (at) => t("nav.drag.pickedUp", { entry: at.entry, place: place(at) }),
    movedTo: (at) => t("nav.drag.movedTo", { entry: at.entry, place: place(at) }),
    dropped: (at) => t("nav.drag.dropped", { entry: at.entry, place: place(at) }),
    cancelled: (entry) => t("nav.drag.cancelled", { entry }),
  };
}
