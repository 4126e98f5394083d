import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { QaChecklist, type QaChecklistStatus } from "./QaChecklist";

const ITEMS = [
  { id: "a", label: "Disclosed the charity", weight: 1 },
  { id: "b", label: "Confirmed the amount", weight: 3 },
];

function Form({ onSave }: { onSave: (status: QaChecklistStatus, answers: object) => void }) {
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [comment, setComment] = useState("");
  const score = (answers.a === true ? 25 : 0) + (answers.b === true ? 75 : 0);
  return (
    <QaChecklist
      items={ITEMS}
      answers={answers}
      onAnswer={(id, met) => {
        setAnswers((current) => ({ ...current, [id]: met }));
      }}
      comment={comment}
      onCommentChange={setComment}
      score={score}
      band={score >= 80 ? "good" : score >= 50 ? "fair" : "poor"}
      onSave={(status) => {
        onSave(status, { answers, comment });
      }}
    />
  );
}

describe("QaChecklist", () => {
  it("ticks items, shows the score and band, and saves reviewed or flagged", async () => {
    const saved: unknown[] = [];
    render(<Form onSave={(status, body) => saved.push([status, body])} />);
    const score = screen.getByText("Score: 0 %");
    expect(score.dataset.band).toBe("poor");
    fireEvent.click(screen.getByRole("checkbox", { name: /Confirmed the amount/ }));
    expect(screen.getByText("Score: 75 %").dataset.band).toBe("fair");
    fireEvent.change(screen.getByRole("textbox", { name: "Comment" }), {
      target: { value: "ok" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Flag" }));
    fireEvent.click(screen.getByRole("button", { name: "Save as reviewed" }));
    expect(saved).toEqual([
      ["flagged", { answers: { b: true }, comment: "ok" }],
      ["reviewed", { answers: { b: true }, comment: "ok" }],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an item's problem next to it and disables saving while saving", async () => {
    render(
      <QaChecklist
        items={ITEMS}
        answers={{}}
        onAnswer={() => undefined}
        comment=""
        onCommentChange={() => undefined}
        score={0}
        band="poor"
        onSave={() => undefined}
        saving
        itemErrors={{ b: "Not answered" }}
      />,
    );
    const box = screen.getByRole("checkbox", { name: /Confirmed the amount/ });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Not answered").id).toBe(box.getAttribute("aria-describedby"));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Flag" }).disabled).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
