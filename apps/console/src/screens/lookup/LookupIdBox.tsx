import { parseLookupIds } from "@canvass/sdk/accounts";
import { lookupPath } from "@canvass/sdk/search";
import { Button, Card, PageHeader, Textarea } from "@canvass/ui";
import { useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";

/** `/lookup` without ids: a box that takes one id or a pasted list (commas, spaces, lines). */
export function LookupIdBox({ invalid: fromAddress }: { readonly invalid: readonly string[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<readonly string[]>(fromAddress);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = parseLookupIds(text);
    setInvalid(parsed.invalid);
    if (parsed.ids.length > 0) void navigate(lookupPath(parsed.ids));
  }

  return (
    <PageFrame width="profile" data-screen="lookup">
      <PageHeader title={t("lookup.title")} description={t("lookup.boxDescription")} />
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t("lookup.title")}>
          <Textarea
            label={t("lookup.idsLabel")}
            hint={t("lookup.idsHint")}
            value={text}
            onValueChange={setText}
            rows={3}
            error={
              invalid.length > 0 ? t("lookup.invalidIds", { ids: invalid.join(", ") }) : undefined
            }
          />
          <div>
            <Button type="submit" disabled={text.trim() === ""}>
              {t("lookup.open")}
            </Button>
          </div>
        </form>
      </Card>
    </PageFrame>
  );
}
