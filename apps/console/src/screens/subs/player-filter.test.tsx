/**
 * The /subs and /subs/ear fundraiser picker against the real reference server: a name typed
 * finds the player, and the chosen player's name shows in the box at once — never the bare ID
 * while `getPlayer` is still on its way.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/signed-in-screen";
import { signedInSuite } from "../../testing/signed-in-suite";
import { PlayerFilter } from "./PlayerFilter";

const { signIn } = signedInSuite();

let chosen: string[] = [];

function Picker() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <PlayerFilter
      values={values}
      onChange={(next) => {
        chosen = next;
        setValues(next);
      }}
      enabled
    />
  );
}

describe("the fundraiser picker", () => {
  it("shows the chosen player's name from the moment it is chosen", async () => {
    const session = await signIn("admin", "admin");
    const players = await session.runtime.services.client.call("listPlayers", {
      params: { query: { PageSize: 5, Sort: "lastname" } },
    });
    if (!players.ok) throw players.error;
    const target = players.data.Result.find((player) => player.full_name.length >= 4);
    if (target === undefined) throw new Error("the seed has no player with a name");

    renderSignedIn(session.runtime, { "/pick": Picker }, "/pick");
    const box = await screen.findByRole<HTMLInputElement>("combobox", { name: "User" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: target.full_name.slice(0, 4) } });
    const option = await screen.findByRole("option", { name: target.full_name });
    fireEvent.click(option);

    expect(chosen).toEqual([target.id]);
    // Before the server has answered about the chosen player, the box already names them.
    expect(box.value).toBe(target.full_name);
    await waitFor(() => {
      expect(box.value).toBe(target.full_name);
    });
  }, 60_000);
});
