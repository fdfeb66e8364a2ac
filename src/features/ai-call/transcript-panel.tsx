import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AI_CALL_LIMITS, AI_SPEAKER, CALL_CARD_TEXTS } from "#contract/ai-call-rules";
import { cn } from "@/lib/class-names";
import { useCallStore, type ConversationEntry } from "./call-store";
import { localTime, speakerLabel } from "./transcript";
import { LineLatencyFigures } from "./web-call/line-latency";
import { WEB_CALL_TEXTS } from "./web-call/web-call-texts";

const replySchema = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.calleeReplySchema),
);

/** Demo mode: the visitor's line as the person called, pinned under the transcript. */
function CalleeReplyBox() {
  const sayAsCallee = useCallStore((state) => state.sayAsCallee);
  const inputId = useId();
  const form = useContractForm(
    replySchema,
    async ({ line }, form) => {
      sayAsCallee(line);
      form.reset();
      // Ready for the next line, as in a chat.
      document.getElementById(inputId)?.focus();
    },
    {
      defaultValues: { line: "" },
      // An empty line is simply not sent: nothing to say, and focus stays where it is.
      onInvalid: () => undefined,
    },
  );
  // The visitor answers as soon as the line opens: their reply field has focus.
  useEffect(() => {
    document.getElementById(inputId)?.focus();
  }, [inputId]);
  return (
    <form
      onSubmit={form.submit}
      className="flex shrink-0 gap-2 border-t border-border bg-surface p-3 md:p-4"
      aria-label="Reply as the callee"
    >
      <label htmlFor={inputId} className="sr-only">
        Your reply as the callee
      </label>
      <Input
        id={inputId}
        placeholder="Type what the person called says"
        autoComplete="off"
        maxLength={AI_CALL_LIMITS.calleeLine}
        {...form.register("line")}
      />
      <Button type="submit">
        <Send aria-hidden className="size-4" />
        Say
      </Button>
    </form>
  );
}

/** One line of the call; an AI line can open how soon it came. */
function TranscriptLine({ entry }: { entry: ConversationEntry }) {
  const isAi = entry.speaker === AI_SPEAKER;
  return (
    <li
      data-speaker={speakerLabel(entry.speaker)}
      className={cn(
        "max-w-[85%] rounded-lg border px-4 py-3",
        isAi ? "border-accent/40 bg-accent/10" : "ml-auto border-border bg-surface-raised",
      )}
    >
      <p className="flex items-baseline justify-between gap-4 text-xs text-muted-foreground">
        <span className={cn("font-semibold uppercase tracking-wider", isAi && "text-accent")}>
          {speakerLabel(entry.speaker)}
        </span>
        <time dateTime={entry.timestamp} className="tabular-nums">
          {localTime(entry.timestamp)}
        </time>
      </p>
      <p className="mt-1 leading-relaxed">
        {entry.message}
        {entry.cut && (
          <span
            title={WEB_CALL_TEXTS.cutLabel}
            className="ml-2 rounded border border-border px-1.5 py-0.5 text-xs text-muted-foreground"
            data-line-cut
          >
            {WEB_CALL_TEXTS.cut}
          </span>
        )}
      </p>
      {entry.latency && <LineLatencyFigures latency={entry.latency} />}
      {entry.waitMs !== undefined && (
        <details className="mt-1 text-xs text-muted-foreground">
          <summary className="cursor-pointer select-none">Timing</summary>
          <p className="mt-1">{CALL_CARD_TEXTS.answered(entry.waitMs)}</p>
        </details>
      )}
    </li>
  );
}

/**
 * The conversation as it happens, filling the height it is given: the newest line always in
 * view, and in the demo, when the visitor plays the callee, their reply field pinned below.
 */
export function TranscriptPanel({ heading, className }: { heading: string; className?: string }) {
  const headingId = useId();
  const conversation = useCallStore((state) => state.conversation);
  const canReply = useCallStore(
    (state) => state.playingCallee && state.calling && state.callStatus === "in-progress",
  );
  const listRef = useRef<HTMLDivElement>(null);

  // The newest line stays in view as the conversation grows, and when the reply field opens.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [conversation.length, canReply]);

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-h-0 flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card",
        className,
      )}
    >
      <h2 id={headingId} className="shrink-0 border-b border-border px-4 py-3 text-base md:px-6">
        {heading}
      </h2>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-labelledby={headingId}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 md:p-6"
      >
        <ol className="space-y-3">
          {conversation.length === 0 && (
            <li className="text-muted-foreground">The conversation appears here, line by line.</li>
          )}
          {conversation.map((entry) => (
            <TranscriptLine key={entry.id} entry={entry} />
          ))}
        </ol>
      </div>
      {canReply && <CalleeReplyBox />}
    </section>
  );
}
