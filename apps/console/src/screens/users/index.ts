import type { Screens } from "../../areas/screens";
import { UserEditGeneralPage, UserEditOptionalPage, UserNewPage } from "./UserEditPages";
import { UserProfilePage } from "./UserProfilePage";
import { UsersPage } from "./UsersPage";

/** The user screens (issue #8): list, profile, create, edit sub-pages. */
export const screens: Screens = {
  users: UsersPage,
  userProfile: UserProfilePage,
  userNew: UserNewPage,
  userEditGeneral: UserEditGeneralPage,
  userEditOptional: UserEditOptionalPage,
};
