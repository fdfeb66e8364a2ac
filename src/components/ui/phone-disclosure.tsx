import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useWideScreen } from "@/lib/use-media-query";

type PhoneDisclosureProps = {
  /** The section's heading, shown in the summary the visitor taps. */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
};

/**
 * A section that folds away on phones and is simply open on wider screens. On a phone it starts
 * closed behind its heading, so a page's secondary blocks cost a line each until wanted.
 */
export function PhoneDisclosure({
  summary,
  children,
  className,
  summaryClassName,
}: PhoneDisclosureProps) {
  const wide = useWideScreen();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const open = wide || openOnPhone;
  return (
    <details
      open={open}
      onToggle={(event) => {
        if (!wide) setOpenOnPhone(event.currentTarget.open);
      }}
      className={`group ${className ?? ""}`}
    >
      <summary
        // Wide screens show the section open for good: its heading is no control there.
        tabIndex={wide ? -1 : undefined}
        // Plain joining, not `cn`: the footer of every page uses this, and tailwind-merge would
        // add about 9 kB to every page's first load; the given classes never conflict with these.
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 md:pointer-events-none md:min-h-0 [&::-webkit-details-marker]:hidden ${summaryClassName ?? ""}`}
      >
        {summary}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 md:hidden"
        />
      </summary>
      {children}
    </details>
  );
}
