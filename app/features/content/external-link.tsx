import type { ReactNode } from "react";

const BUTTON = "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors";
const SIZES = { md: "px-5 py-3", sm: "px-4 py-2 text-sm" } as const;

export const LINK_VARIANTS = {
  primary: `${BUTTON} bg-violet-700 text-white hover:bg-violet-600`,
  accent: `${BUTTON} bg-amber-400 text-zinc-950 hover:bg-amber-300`,
  outline: `${BUTTON} border border-zinc-300 bg-white text-zinc-900 hover:border-violet-700 hover:text-violet-700`,
  outlineDark: `${BUTTON} border border-white/40 text-white hover:bg-white/10`,
  text: "font-semibold text-violet-700 underline decoration-violet-300 underline-offset-4 hover:text-violet-600 hover:decoration-current",
} as const;

type LinkVariant = keyof typeof LINK_VARIANTS;

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  variant?: LinkVariant;
  /** Padding of the button variants; the text variant ignores it. */
  size?: keyof typeof SIZES;
  className?: string;
}

/** A link to another site: opens in a new tab without giving that tab access to this one. */
export function ExternalLink({ href, children, variant = "text", size = "md", className = "" }: ExternalLinkProps) {
  const isWeb = href.startsWith("http");
  const padding = variant === "text" ? "" : SIZES[size];
  return (
    <a href={href} {...(isWeb ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={`${LINK_VARIANTS[variant]} ${padding} ${className}`}>
      {children}
      {isWeb && variant !== "text" ? <span aria-hidden="true">↗</span> : null}
    </a>
  );
}
