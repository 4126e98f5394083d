import type { LocaleBundle } from "@canvass/machines";
import { formatsFor } from "../formats";
import { joinAreas } from "../join-areas";
import type { Messages } from "../messages";

/** The en-CA bundle: every area's messages, and the locale's formats. Loaded on demand. */
const areas = import.meta.glob<{ messages: Messages }>("../messages/*/en-CA.ts", { eager: true });

const bundle: LocaleBundle = { messages: joinAreas(areas), ...formatsFor("en-CA") };
export default bundle;
