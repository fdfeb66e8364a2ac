import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/class-names";
import { newsletterMessages, useNewsletterSignup, type Notice } from "./use-newsletter-signup";

type Signup = ReturnType<typeof useNewsletterSignup>;

const noticeStyle: Record<Notice["tone"], { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: "border-success/40 text-success" },
  info: { icon: Info, className: "border-signal/40 text-signal" },
  error: { icon: CircleAlert, className: "border-danger/50 text-danger" },
};

function SignupForm({ signup, inputId }: { signup: Signup; inputId: string }) {
  const submitting = signup.status === "submitting";
  const { fieldError, challenge } = signup;
  return (
    <form noValidate onSubmit={signup.submit} className="mt-3">
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
        value={signup.email}
        onChange={(event) => signup.setEmail(event.target.value)}
        onFocus={signup.prefetch}
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
      {challenge && (
        // Empty while the site asks no check.
        <div className="mt-3 empty:hidden">
          <challenge.Check controller={challenge.controller} />
        </div>
      )}
      <Button type="submit" disabled={submitting} className="mt-3 w-full">
        {submitting ? newsletterMessages.subscribing : newsletterMessages.subscribe}
      </Button>
      <p id={`${inputId}-hint`} className="mt-2 text-xs text-muted-foreground">
        We send a confirmation e-mail first. Every newsletter has a one-click unsubscribe link.
      </p>
    </form>
  );
}

/** The notice of the last attempt: beside the form, or with the thanks once subscribed. */
function SignupNotice({ notice, subscribed }: { notice: Notice; subscribed: boolean }) {
  if (subscribed) return <p className="mt-2 text-sm text-foreground">{notice.text}</p>;
  const { icon: NoticeIcon, className } = noticeStyle[notice.tone];
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded border bg-surface-raised p-3 text-sm",
        className,
      )}
    >
      <NoticeIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="text-foreground">{notice.text}</span>
    </p>
  );
}

export function NewsletterBox() {
  const id = useId();
  const headingId = `${id}-heading`;
  const signup = useNewsletterSignup();
  const { notice } = signup;
  const subscribed = signup.status === "subscribed";
  const thanksRef = useRef<HTMLDivElement>(null);

  // The button that had focus is gone once the form is replaced: keep the reader's place.
  useEffect(() => {
    if (subscribed) thanksRef.current?.focus();
  }, [subscribed]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-6">
      <h2 id={headingId} className="text-lg font-bold">
        Newsletter
      </h2>

      {!subscribed && <SignupForm signup={signup} inputId={`${id}-email`} />}

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
        <div role="alert">{notice && <SignupNotice notice={notice} subscribed={subscribed} />}</div>
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
