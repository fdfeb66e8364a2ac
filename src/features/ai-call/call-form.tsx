import { PhoneCall } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { AI_CALL_LIMITS } from "@/contract/ai-call-rules";
import { useCallStore } from "./call-store";

export function CallForm({ demo }: { demo: boolean }) {
  const id = useId();
  const phone = useCallStore((state) => state.phone);
  const message = useCallStore((state) => state.message);
  const playCallee = useCallStore((state) => state.playCallee);
  const calling = useCallStore((state) => state.calling);
  const setField = useCallStore((state) => state.setField);
  const start = useCallStore((state) => state.start);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void start();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Place an AI call">
      <div>
        <Label htmlFor={`${id}-phone`}>Phone number</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          aria-describedby={`${id}-phone-hint`}
          value={phone}
          disabled={calling}
          onChange={(event) => setField("phone", event.target.value)}
        />
        <p id={`${id}-phone-hint`} className="mt-1.5 text-sm text-muted-foreground">
          International format, country code first.
        </p>
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Initial message</Label>
        <Textarea
          id={`${id}-message`}
          placeholder="What the AI should call about, e.g. remind Priya of Friday's design review at 11 am."
          maxLength={AI_CALL_LIMITS.message}
          aria-describedby={`${id}-message-hint`}
          value={message}
          disabled={calling}
          onChange={(event) => setField("message", event.target.value)}
        />
        <p id={`${id}-message-hint`} className="mt-1.5 text-sm text-muted-foreground">
          An instruction for the AI, not a script: it opens the call by saying it is an AI
          assistant, then talks about this.
        </p>
      </div>
      {demo && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[rgb(var(--color-accent))]"
            checked={playCallee}
            disabled={calling}
            onChange={(event) => setField("playCallee", event.target.checked)}
          />
          <span>I will answer as the person called, by typing their replies.</span>
        </label>
      )}
      <Button type="submit" disabled={calling} className="justify-self-start">
        <PhoneCall aria-hidden className="size-4" />
        {calling ? "Calling..." : "Start Call"}
      </Button>
    </form>
  );
}
