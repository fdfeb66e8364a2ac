import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { site } from "#content/site";
import { useDisclosure } from "@/lib/use-disclosure";
// clsx rather than cn(): the shell stays free of tailwind-merge to keep the first load small.
import { clsx as cn } from "clsx";
import { useCurrentYear } from "@/lib/use-current-year";
import { LogoMark } from "./logo";
import { SocialLinks } from "./social-links";

export type NavigationItem = { path: string; label: string };

// Fixed side panel from 768px up; below that a top bar whose menu button opens the same panel.
export function SidePanel({ navigation }: { navigation: readonly NavigationItem[] }) {
  const { open, setOpen, regionId: panelId, toggleProps } = useDisclosure();
  const { pathname } = useLocation();
  const year = useCurrentYear();

  // Close the drawer after navigating; Escape closes it too.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center justify-between border-b border-border bg-background/90 px-4 backdrop-blur md:hidden">
        <Link to="/" className="flex min-h-11 items-center gap-3" aria-label={`${site.name} home`}>
          <LogoMark className="size-9" />
          <span className="font-display text-lg font-bold">{site.shortName}</span>
        </Link>
        <button
          type="button"
          {...toggleProps}
          className="grid size-11 place-items-center rounded-pill border border-border"
        >
          {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </header>
      <div className="h-16 md:hidden" aria-hidden />

      {open && (
        <div
          className="fixed inset-0 z-30 bg-background/70 md:hidden"
          aria-hidden
          onClick={() => setOpen(false)}
        />
      )}

      <aside
        id={panelId}
        aria-label="Site"
        className={cn(
          "fixed bottom-0 left-0 z-30 flex w-panel flex-col border-r border-border bg-surface/95 backdrop-blur",
          "top-16 md:top-0",
          open ? "flex" : "hidden md:flex",
        )}
      >
        <Link to="/" className="hidden items-center gap-3 px-6 pb-4 pt-8 md:flex">
          <LogoMark />
          <span className="leading-tight">
            <span className="block font-display text-xl font-bold">{site.shortName}</span>{" "}
            <span className="block text-xs uppercase tracking-[0.2em] text-muted-foreground">
              Studio
            </span>
          </span>
        </Link>

        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navigation.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      "flex items-center rounded-pill px-4 py-2.5 text-[0.95rem] transition-colors",
                      isActive
                        ? "bg-accent/12 font-semibold text-accent"
                        : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="border-t border-border px-6 py-5">
          <SocialLinks size="sm" />
          <p className="side-footer mt-4 hidden text-xs text-muted-foreground md:block">
            © {year} {site.name}
          </p>
        </div>
      </aside>
    </>
  );
}
