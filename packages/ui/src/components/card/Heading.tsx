import type { ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  readonly level: HeadingLevel;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** An `h1`…`h6` chosen by `level`, so a component's title fits the page outline it sits in. */
export function Heading({ level, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
}
