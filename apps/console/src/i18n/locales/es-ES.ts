import type { LocaleBundle } from "@canvass/machines";
import { formatsFor } from "../formats";
import { joinAreas } from "../join-areas";
import type { Messages } from "../messages";

/** The es-ES bundle: every area's messages, and the locale's formats. Loaded on demand. */
const areas = import.meta.glob<{ messages: Messages }>("../messages/*/es-ES.ts", { eager: true });

const bundle: LocaleBundle = { messages: joinAreas(areas), ...formatsFor("es-ES") };
export default bundle;
