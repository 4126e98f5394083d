import type { ConfirmationView } from "@canvass/machines";
import { describe, expect, it } from "vitest";
import { confirmModalProps } from "./confirmModalProps";

const VIEW: ConfirmationView = {
  confirmation: {
    title: "Delete the team?",
    description: "Its members keep their accounts.",
    severity: "error",
    cancellable: true,
    cancelText: "Keep",
    continueText: "Delete",
  },
  saving: true,
  continueDisabled: true,
  showCancel: true,
  cancelDisabled: true,
  error: "It still has campaigns.",
};

describe("confirmModalProps", () => {
  it("is closed while the machine has no confirmation", () => {
    expect(confirmModalProps(null)).toEqual({ open: false, title: "" });
  });

  it("maps the confirmation and its state to the modal's props", () => {
    expect(confirmModalProps(VIEW)).toEqual({
      open: true,
      title: "Delete the team?",
      description: "Its members keep their accounts.",
      severity: "error",
      showCancel: true,
      cancelText: "Keep",
      continueText: "Delete",
      saving: true,
      continueDisabled: true,
      cancelDisabled: true,
      error: "It still has campaigns.",
    });
  });

  it("hides cancel when the confirmation is not cancellable", () => {
    expect(
      confirmModalProps({
        ...VIEW,
        showCancel: false,
        confirmation: { ...VIEW.confirmation, cancellable: false },
      }).showCancel,
    ).toBe(false);
  });
});
