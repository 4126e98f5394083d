import "./styles.css";
import { createRoot } from "react-dom/client";
import { BootScreen } from "./boot/BootScreen";
import { followColorScheme } from "./boot/color-scheme";
import { storedLocale } from "./i18n/stored-locale";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
followColorScheme(document.documentElement);
root.render(<BootScreen locale={storedLocale()} />);

// The rest of the console loads after the boot screen is drawn: the initial bundle holds only
// React, the boot screen and this (decision 0063).
const { startConsole } = await import("./app/start-console");
await startConsole(root);
