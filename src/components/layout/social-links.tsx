import { CodeXml } from "lucide-react";
import type { ReactNode, SVGProps } from "react";
import { site, type SocialLink } from "#content/site";
// clsx rather than cn(): the shell stays free of tailwind-merge to keep the first load small.
import { clsx as cn } from "clsx";

type IconProps = SVGProps<SVGSVGElement>;
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

// An outline glyph of our own, drawn to match the lucide icon style used elsewhere.
const outline = (glyph: ReactNode) =>
  function OutlineIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" {...stroke} {...props}>
        {glyph}
      </svg>
    );
  };

const icons: Record<SocialLink["icon"], (props: IconProps) => React.JSX.Element> = {
  github: (props) => <CodeXml {...props} />,
  linkedin: outline(
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>,
  ),
  instagram: outline(
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>,
  ),
  youtube: outline(
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>,
  ),
  x: outline(<path d="M4 4l16 16M20 4 4 20" />),
};

export function SocialLinks({
  className,
  size = "md",
  only,
}: {
  className?: string;
  size?: "sm" | "md";
  /** Labels of the profiles to show; all of them when omitted. */
  only?: readonly string[];
}) {
  const links: readonly SocialLink[] = only
    ? site.socials.filter((social) => only.includes(social.label))
    : site.socials;
  return (
    <ul className={cn("flex flex-wrap items-center gap-2", className)}>
      {links.map((social) => {
        const Icon = icons[social.icon];
        return (
          <li key={social.label}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${social.label} (opens in a new tab)`}
              className={cn(
                "grid place-items-center rounded-pill border border-border text-muted-foreground transition-colors hover:border-accent hover:text-accent",
                size === "sm" ? "size-9" : "size-11",
              )}
            >
              <Icon aria-hidden className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
