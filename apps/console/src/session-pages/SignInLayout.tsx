import { BrandLogo, Card } from "@canvass/ui";
import type { ReactNode } from "react";
import { useRuntime } from "../app/runtime-context";

export interface SignInLayoutProps {
  /** The page's heading (the card's title, the page's only h1). */
  readonly title: string;
  readonly description?: ReactNode;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of the pages seen before signing in: the host's brand over a centred card. The card
 * takes the full width of a 320 px screen and at most 24 rem elsewhere.
 */
export function SignInLayout({ title, description, footer, children }: SignInLayoutProps) {
  const { config } = useRuntime();
  return (
    <div className="flex min-h-dvh w-full flex-col items-center justify-center gap-6 px-3 py-8 sm:px-6">
      <div className="flex w-full max-w-sm justify-center">
        {config.branding.logoUrl === undefined ? (
          <p className="text-2xl font-semibold tracking-tight text-fg">{config.name}</p>
        ) : (
          <BrandLogo label={config.name} className="h-10 w-40" />
        )}
      </div>
      <Card
        title={title}
        headingLevel={1}
        {...(description === undefined ? {} : { description })}
        {...(footer === undefined ? {} : { footer })}
        className="w-full max-w-sm"
      >
        {children}
      </Card>
    </div>
  );
}
