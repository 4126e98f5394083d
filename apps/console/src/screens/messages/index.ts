import type { Screens } from "../../areas/screens";
import { MessagesPage } from "./MessagesPage";

/** `/messages` (issue 24, decision 0040). */
export const screens: Screens = {
  messages: MessagesPage,
};
