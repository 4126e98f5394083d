import type { Decorator, Preview } from "@storybook/react-vite";
import "@fontsource-variable/inter";
import { configure } from "storybook/test";
import "./preview.css";

// A play function's `waitFor`/`findBy*` wait up to 15 s (not 1 s), as the component tests do
// (src/testing/setup-components.ts): on CI's two cores a keyboard drop's announcement came after
// 1 s in both of a visual render's attempts. A story whose element never comes still fails.
configure({ asyncUtilTimeout: 15_000 });

type Theme = "light" | "dark";

/** Light or dark for the whole document, so portalled content (dialogs, popovers) follows. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === "dark" ? "dark" : "light";
  document.documentElement.classList.toggle("dark", theme === "dark");
  return (
    <div className="bg-canvas p-4 font-sans text-fg">
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    // Every story is checked with axe; a violation fails its test (vitest) and the build.
    a11y: { test: "error" },
  },
};

export default preview;
