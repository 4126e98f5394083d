import { LANGUAGE_OPTIONS } from "@canvass/sdk/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { LanguagePopup } from "./LanguagePopup";

const meta = {
  title: "Overlays/LanguagePopup",
  component: LanguagePopup,
  args: {
    open: true,
    onOpenChange: fn(),
    options: LANGUAGE_OPTIONS,
    current: "en-CA",
    onSelect: fn(),
  },
  argTypes: {
    current: { control: "select", options: LANGUAGE_OPTIONS.map((option) => option.value) },
    options: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof LanguagePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current language is highlighted, checked and disabled; arrows move between the others. */
export const Open: Story = {
  play: async ({ args }) => {
    const current = await screen.findByRole("button", { name: /^English \(Canada\)/ });
    await expect(current).toBeDisabled();
    await expect(current).toHaveAttribute("aria-current", "true");
    await waitFor(async () => {
      await expect(
        screen.getByRole("button", { name: /^English \(United Kingdom\)/ }),
      ).toHaveFocus();
    });
    await userEvent.keyboard("{End}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("fr-CA");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FrenchCurrent: Story = {
  args: {
    current: "fr-CA",
    labels: {
      title: "Langue",
      description: "Choisissez la langue de la console.",
      close: "Fermer",
    },
  },
};

export const Escape: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Language" });
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
