import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { deferred } from "@/lib/deferred";
import { cn } from "@/lib/class-names";

// Validation and the API call bring the schema library along: fetched when the box is first
// used, so pages showing the box do not wait for it.
const subscribe = deferred(() => import("./subscribe"));

/** The box's labels and notices, as visitors of earlier versions of the site know them. */
const newsletterMessages = {
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  thankYou: "Thank you for subscribing!",
  success: "Successfully subscribed to our newsletter!",
  alreadySubscribed: "This email is already subscribed to our newsletter!",
  failure: "Error subscribing to newsletter. Please try again.",
} as const;

type Status = "idle" | "submitting" | "subscribed";
type Notice = { tone: "success" | "info" | "error"; text: string };

const noticeStyle: Record<Notice["tone"], { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: "border-success/40 text-success" },
  info: { icon: Info, className: "border-signal/40 text-signal" },
  error: { icon: CircleAlert, className: "border-danger/50 text-danger" },
};

export function NewsletterBox() {
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const [status, setStatus] = useState<Status>("idle");
  const [notice, setNotice] = useState<Notice>();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const thanksRef = useRef<HTMLDivElement>(null);

  // The button that had focus is gone once the form is replaced: keep the reader's place.
  useEffect(() => {
    if (status === "subscribed") thanksRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    // Submitting an empty address does nothing: there is nothing to tell the visitor.
    if (!email.trim()) return;
    setStatus("submitting");
    // Cleared first, so the same message given twice is announced twice.
    setNotice(undefined);
    try {
      const { checkNewsletterAddress, subscribeToNewsletter } = await subscribe.load();
      const checked = checkNewsletterAddress(email);
      setFieldError(checked.error);
      if (checked.error !== undefined) {
        setStatus("idle");
        return;
      }
      const outcome = await subscribeToNewsletter(checked.email);
      if (outcome === "already-subscribed") {
        setNotice({ tone: "info", text: newsletterMessages.alreadySubscribed });
        setStatus("idle");
        return;
      }
      setNotice({ tone: "success", text: newsletterMessages.success });
      setStatus("subscribed");
    } catch {
      setNotice({ tone: "error", text: newsletterMessages.failure });
      setStatus("idle");
    }
  }

  const submitting = status === "submitting";
  const subscribed = status === "subscribed";
  const NoticeIcon = notice ? noticeStyle[notice.tone].icon : undefined;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-6">
      <h2 id={headingId} className="text-lg font-bold">
        Newsletter
      </h2>

      {!subscribed && (
        <form noValidate onSubmit={onSubmit} className="mt-3">
          <p className="text-sm leading-relaxed text-muted-foreground">
            New projects, tools and studio news, straight to your inbox.
          </p>
          <Label htmlFor={inputId} className="mt-4">
            E-mail address
          </Label>
          <Input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={subscribe.intentHandlers.onFocus}
            readOnly={submitting}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${inputId}-error` : `${inputId}-hint`}
          />
          {fieldError && (
            <p id={`${inputId}-error`} className="mt-1.5 text-sm text-danger">
              {fieldError}
            </p>
          )}
          <Button type="submit" disabled={submitting} className="mt-3 w-full">
            {submitting ? newsletterMessages.subscribing : newsletterMessages.subscribe}
          </Button>
          <p id={`${inputId}-hint`} className="mt-2 text-xs text-muted-foreground">
            We send a confirmation e-mail first. Every newsletter has a one-click unsubscribe link.
          </p>
        </form>
      )}

      {/*
        Mounted from the start: screen readers announce what is later put inside. After
        subscribing, the success message and what happens next form one status block.
      */}
      <div
        ref={thanksRef}
        tabIndex={subscribed ? -1 : undefined}
        className={cn(
          notice && "mt-4",
          subscribed && "rounded border border-success/40 bg-success/10 p-4 focus:outline-none",
        )}
      >
        {subscribed && (
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
            {newsletterMessages.thankYou}
          </p>
        )}
        <div role="alert">
          {notice && NoticeIcon && !subscribed && (
            <p
              className={cn(
                "flex items-start gap-2 rounded border bg-surface-raised p-3 text-sm",
                noticeStyle[notice.tone].className,
              )}
            >
              <NoticeIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="text-foreground">{notice.text}</span>
            </p>
          )}
          {notice && subscribed && <p className="mt-2 text-sm text-foreground">{notice.text}</p>}
        </div>
        {subscribed && (
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Next: open the e-mail we just sent and confirm your address to start receiving the
            newsletter.
          </p>
        )}
      </div>
    </section>
  );
}
