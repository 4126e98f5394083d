import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { TranscriptPanel } from "./TranscriptPanel";
import { SAMPLE_SEGMENTS } from "./transcript-panel.fixtures";

function Searchable({ onSeek }: { onSeek: (seconds: number) => void }) {
  const [query, setQuery] = useState("");
  const matches = SAMPLE_SEGMENTS.flatMap((segment, index) =>
    query !== "" && segment.text.toLowerCase().includes(query.toLowerCase()) ? [index] : [],
  );
  return (
    <TranscriptPanel
      segments={SAMPLE_SEGMENTS}
      current={1}
      query={query}
      onQueryChange={setQuery}
      matches={matches}
      onSeek={onSeek}
    />
  );
}

describe("TranscriptPanel", () => {
  it("marks the current sentence, searches, and plays from a sentence", async () => {
    const seeks: number[] = [];
    render(<Searchable onSeek={(seconds) => seeks.push(seconds)} />);
    const panel = screen.getByRole("region", { name: "Transcription" });
    const lines = screen.getAllByRole("listitem");
    expect(lines.map((line) => line.dataset.state)).toEqual(["idle", "current", "idle", "idle"]);
    expect(lines[1]?.getAttribute("aria-current")).toBe("true");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search the transcription" }), {
      target: { value: "receipt" },
    });
    expect(screen.getByRole("status").textContent).toBe("1 match");
    expect(panel.querySelectorAll("mark")).toHaveLength(1);
    expect(screen.getAllByRole("listitem")[3]?.dataset.state).toBe("match");
    fireEvent.click(screen.getByRole("button", { name: /^Play from 0:02/ }));
    expect(seeks).toEqual([2]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says when there is no transcription", async () => {
    render(<TranscriptPanel segments={[]} labels={{ empty: "Nothing yet" }} />);
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
