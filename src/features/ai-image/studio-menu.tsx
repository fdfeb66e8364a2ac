import { NavLink, useLocation } from "react-router-dom";
import { cn } from "@/lib/class-names";

const MENU = [
  { label: "Home", to: "/" },
  { label: "Image Gen", to: "/ai-image" },
  // No video tool exists yet: it is listed, but not as a link that would only lead home.
  { label: "Video Gen", to: "/ai-video", soon: true },
  { label: "Contact", to: "/contact" },
] as const;

// 44 px tall on phones (WCAG 2.5.5), compact from `md` up.
const itemClass =
  "inline-flex h-11 md:h-9 items-center gap-2 whitespace-nowrap rounded-pill border px-4 text-sm font-medium";

function isActive(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}

/** The studio's own menu; the item whose path starts the current one is highlighted. */
export function StudioMenu() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="AI studio" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2">
        {MENU.map((item) => {
          if ("soon" in item) {
            return (
              <li key={item.to}>
                <span
                  aria-disabled="true"
                  className={cn(
                    itemClass,
                    "border-border bg-surface-raised/70 text-muted-foreground",
                  )}
                >
                  {item.label}
                  <span className="rounded-pill bg-muted px-2 py-0.5 text-xs">coming soon</span>
                </span>
              </li>
            );
          }
          const active = isActive(pathname, item.to);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  itemClass,
                  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                  active
                    ? "border-accent bg-accent text-accent-foreground"
                    : "border-border bg-surface-raised/70 hover:bg-muted",
                )}
              >
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
