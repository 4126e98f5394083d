import type { Screens } from "../../areas/screens";
import { CancelsPage } from "./CancelsPage";
import { ChatsPage } from "./ChatsPage";
import { CheckinsPage } from "./CheckinsPage";

/** The field lists' components, in a chunk of their own. */
export const screens: Screens = { cancels: CancelsPage, checkins: CheckinsPage, chats: ChatsPage };
