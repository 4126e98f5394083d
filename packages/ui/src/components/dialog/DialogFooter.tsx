import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";

/** The action row at the bottom of a dialog: buttons right-aligned, stacked on narrow screens. */
export function DialogFooter({ className, ...rest }: ComponentPropsWithRef<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      {...rest}
      className={clsx(
        "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end",
        className,
      )}
    />
  );
}
