import { FormField } from "@canvass/ui";

/** A day filter of a list (a native date input; empty clears it). */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string | undefined;
  readonly onChange: (day: string) => void;
}) {
  return (
    <FormField label={label} className="w-44">
      {(control) => (
        <input
          {...control}
          type="date"
          value={value ?? ""}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        />
      )}
    </FormField>
  );
}
