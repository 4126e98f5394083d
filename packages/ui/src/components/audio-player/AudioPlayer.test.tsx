import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { AudioPlayer, formatAudioTime } from "./AudioPlayer";
import { SILENT_WAV } from "./audio-player.fixtures";

describe("AudioPlayer", () => {
  it("plays and pauses, seeks, changes speed, with names for every control", async () => {
    render(<AudioPlayer src={SILENT_WAV} initialDuration={30} labels={{ player: "Call" }} />);
    const group = screen.getByRole("group", { name: "Call" });
    const audio = group.querySelector("audio");
    if (audio === null) throw new Error("no audio element");
    expect(group.dataset.state).toBe("paused");
    fireEvent.play(audio);
    expect(group.dataset.state).toBe("playing");
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    fireEvent.pause(audio);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();

    const seek = screen.getByRole("slider", { name: "Position" });
    expect(seek.getAttribute("aria-valuetext")).toBe("0:00 / 0:30");
    const speed = screen.getByRole("combobox", { name: "Speed" });
    fireEvent.change(speed, { target: { value: "1.5" } });
    expect(audio.playbackRate).toBe(1.5);
    expect(Array.from((speed as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      "0.75",
      "1",
      "1.25",
      "1.5",
      "2",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("formats times as m:ss and h:mm:ss", () => {
    expect(formatAudioTime(0)).toBe("0:00");
    expect(formatAudioTime(75.9)).toBe("1:15");
    expect(formatAudioTime(3725)).toBe("1:02:05");
    expect(formatAudioTime(Number.NaN)).toBe("0:00");
  });
});

describe("AudioPlayer shortcuts", () => {
  it("k plays, < and > change the speed, j/l skip, and a new seekTo moves the position", () => {
    const times: number[] = [];
    const { rerender } = render(
      <AudioPlayer src={SILENT_WAV} initialDuration={30} onTimeUpdate={(t) => times.push(t)} />,
    );
    const group = screen.getByRole("group", { name: "Recording" });
    const audio = group.querySelector("audio");
    if (audio === null) throw new Error("no audio element");
    const speed = screen.getByRole<HTMLSelectElement>("combobox", { name: "Speed" });
    fireEvent.keyDown(group, { key: ">" });
    fireEvent.keyDown(group, { key: ">" });
    expect(speed.value).toBe("1.5");
    expect(audio.playbackRate).toBe(1.5);
    fireEvent.keyDown(group, { key: "<" });
    fireEvent.keyDown(group, { key: "<" });
    fireEvent.keyDown(group, { key: "<" });
    fireEvent.keyDown(group, { key: "<" });
    expect(speed.value).toBe("0.75");
    rerender(
      <AudioPlayer
        src={SILENT_WAV}
        initialDuration={30}
        onTimeUpdate={(t) => times.push(t)}
        seekTo={{ seconds: 0.5 }}
      />,
    );
    expect(audio.currentTime).toBeCloseTo(0.5, 1);
    fireEvent.timeUpdate(audio);
    expect(times.at(-1)).toBeCloseTo(0.5, 1);
  });
});
