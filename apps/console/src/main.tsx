import "./styles.css";
import { createRoot } from "react-dom/client";
import { BootScreen } from "./boot/BootScreen";
import { startHostConfigRead } from "./boot/host-config-file";
import { followColorScheme } from "./boot/color-scheme";
import { storedLocale } from "./i18n/stored-locale";

// The host configuration is the first thing boot needs and depends only on the hostname: its read
// leaves now, while the boot screen draws and the rest of the console loads (decision 0080).
const readHostConfig = startHostConfigRead(globalThis.location.hostname);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
followColorScheme(document.documentElement);
root.render(<BootScreen locale={storedLocale()} />);

// The rest of the console loads after the boot screen is drawn: the initial bundle holds only
// React, the boot screen and this (decision 0063).
const { startConsole } = await import("./app/start-console");
await startConsole(root, readHostConfig);
