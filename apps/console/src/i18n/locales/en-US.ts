import type { LocaleBundle } from "@canvass/machines";
import { formatsFor } from "../formats";
import { joinAreas } from "../join-areas";
import type { Messages } from "../messages";

/** The en-US bundle: every area's messages, and the locale's formats. Loaded on demand. */
const areas = import.meta.glob<{ messages: Messages }>("../messages/*/en-US.ts", { eager: true });

const bundle: LocaleBundle = { messages: joinAreas(areas), ...formatsFor("en-US") };
export default bundle;
