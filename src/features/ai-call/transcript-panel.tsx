import { Download, Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AI_CALL_LIMITS, AI_SPEAKER, CALL_CARD_TEXTS } from "#contract/ai-call-rules";
import { cn } from "@/lib/class-names";
import { useCallStore } from "./call-store";
import { localTime, speakerLabel, transcriptText } from "./transcript";

const replySchema = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.calleeReplySchema),
);

function CalleeReplyBox() {
  const sayAsCallee = useCallStore((state) => state.sayAsCallee);
  const form = useContractForm(
    replySchema,
    async ({ line }, form) => {
      sayAsCallee(line);
      form.reset();
    },
    {
      defaultValues: { line: "" },
      // An empty line is simply not sent: nothing to say, and focus stays where it is.
      onInvalid: () => undefined,
    },
  );
  const inputId = form.fieldId("line");
  return (
    <form onSubmit={form.submit} className="mt-4 flex gap-2" aria-label="Reply as the callee">
      <label htmlFor={inputId} className="sr-only">
        Your reply as the callee
      </label>
      <Input
        id={inputId}
        placeholder="Type what the person called says"
        maxLength={AI_CALL_LIMITS.calleeLine}
        {...form.register("line")}
      />
      <Button type="submit" variant="secondary">
        <Send aria-hidden className="size-4" />
        Say
      </Button>
    </form>
  );
}

function TranscriptDownload() {
  const conversation = useCallStore((state) => state.conversation);
  const summary = useCallStore((state) => state.summary);
  const waits = useCallStore((state) => state.waits);
  const callSid = useCallStore((state) => state.callSid);
  const href = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([transcriptText(conversation, summary, waits)], {
          type: "text/plain;charset=utf-8",
        }),
      ),
    [conversation, summary, waits],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a
      href={href}
      download={`call-transcript-${callSid ?? "call"}.txt`}
      className="mt-4 inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
    >
      <Download aria-hidden className="size-4" />
      Download transcript
    </a>
  );
}

export function ConversationPanel() {
  const headingId = useId();
  const conversation = useCallStore((state) => state.conversation);
  const summary = useCallStore((state) => state.summary);
  const waits = useCallStore((state) => state.waits);
  const canReply = useCallStore(
    (state) => state.playingCallee && state.calling && state.callStatus === "in-progress",
  );
  const listRef = useRef<HTMLDivElement>(null);

  // The newest line stays in view as the conversation grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [conversation.length]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-surface p-6 shadow-card"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Conversation
      </h2>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-4 max-h-[300px] overflow-y-auto pr-1 md:max-h-[400px]"
      >
        <ol className="space-y-3">
          {conversation.length === 0 && (
            <li className="text-muted-foreground">
              The conversation appears here, line by line, once a call starts.
            </li>
          )}
          {conversation.map((entry) => {
            const isAi = entry.speaker === AI_SPEAKER;
            return (
              <li
                key={entry.id}
                className={cn(
                  "max-w-[85%] rounded-lg border px-4 py-3",
                  isAi
                    ? "border-accent/40 bg-accent/10"
                    : "ml-auto border-border bg-surface-raised",
                )}
              >
                <p className="flex items-baseline justify-between gap-4 text-xs text-muted-foreground">
                  <span
                    className={cn("font-semibold uppercase tracking-wider", isAi && "text-accent")}
                  >
                    {speakerLabel(entry.speaker)}
                  </span>
                  <span className="flex flex-wrap items-baseline justify-end gap-x-2 whitespace-nowrap">
                    {entry.waitMs !== undefined && (
                      <span
                        className="tabular-nums"
                        title={CALL_CARD_TEXTS.waitedLabel(entry.waitMs)}
                      >
                        <span aria-hidden>{CALL_CARD_TEXTS.waited(entry.waitMs)}</span>
                        <span className="sr-only">{CALL_CARD_TEXTS.waitedLabel(entry.waitMs)}</span>
                      </span>
                    )}
                    <time dateTime={entry.timestamp}>{localTime(entry.timestamp)}</time>
                  </span>
                </p>
                <p className="mt-1 leading-relaxed">{entry.message}</p>
              </li>
            );
          })}
        </ol>
      </div>
      {canReply && <CalleeReplyBox />}
      {summary && (
        <div className="mt-6 border-t border-border pt-5">
          <h3 className="font-semibold">Call summary</h3>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-muted-foreground">
            {summary}
          </p>
          {waits && (
            <p className="mt-2 text-sm text-muted-foreground">
              {CALL_CARD_TEXTS.waits(waits.medianMs, waits.p90Ms)}
            </p>
          )}
          <TranscriptDownload />
        </div>
      )}
    </section>
  );
}
