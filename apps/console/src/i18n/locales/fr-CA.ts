import type { LocaleBundle } from "@canvass/machines";
import { formatsFor } from "../formats";
import { joinAreas } from "../join-areas";
import type { Messages } from "../messages";

/** The fr-CA bundle: every area's messages, and the locale's formats. Loaded on demand. */
const areas = import.meta.glob<{ messages: Messages }>("../messages/*/fr-CA.ts", { eager: true });

const bundle: LocaleBundle = { messages: joinAreas(areas), ...formatsFor("fr-CA") };
export default bundle;
