import { useSearchParams } from "react-router-dom";
import { CompleteResetForm } from "./CompleteResetForm";
import { RequestResetForm } from "./RequestResetForm";
import { resetTokenOf } from "./reset-validation";

/**
 * `/reset_password`: ask for a reset link, or, opened from that link (`?token=…`), choose the
 * new password.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = resetTokenOf(search);
  return token === null ? (
    <RequestResetForm />
  ) : (
    <CompleteResetForm token={token === "malformed" ? null : token.token} />
  );
}
