import { Info } from "lucide-react";
import type { ReactNode } from "react";
import type { RuntimeConfig } from "#contract/runtime-config";

type DemoService = keyof RuntimeConfig["simulators"];

// Whole class names, so that the style sheet has them: shown when `<html>` lists the service
// among its demos (`markServedConfig`).
const SHOWN_IN_DEMO: Record<DemoService, string> = {
  telephony: "[html[data-demo~=telephony]_&]:flex",
  llm: "[html[data-demo~=llm]_&]:flex",
  image: "[html[data-demo~=image]_&]:flex",
};

/** Words of a notice shown only while a second service also runs as a demo. */
export const SHOWN_IN_LLM_DEMO = "hidden [html[data-demo~=llm]_&]:inline";

/**
 * The notice that a page's service runs as a demo. It is in every page's markup, prerendered
 * too, and shown by CSS from the first paint when the served config says the service is a demo:
 * nothing is inserted once the app has read the config, so nothing below it moves.
 */
export function DemoNotice({
  service,
  title,
  children,
}: {
  service: DemoService;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      data-demo-notice={service}
      className={`hidden gap-3 rounded-lg border border-accent/40 bg-accent/10 p-4 text-sm leading-relaxed ${SHOWN_IN_DEMO[service]}`}
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
