import { useRef, useState, type FormEvent } from "react";
import { deferred } from "@/lib/deferred";
import { retryAdvice } from "@/lib/retry-advice";
import type { NewsletterCheck } from "./api";

// Validation, the API call and the check against bots bring the schema library and the check's
// widget along: fetched when the box is first used, so pages showing the box do not wait for them.
const api = deferred(() => import("./api"));

/** The box's labels and notices, as visitors of earlier versions of the site know them. */
export const newsletterMessages = {
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  thankYou: "Thank you for subscribing!",
  success: "Successfully subscribed to our newsletter!",
  alreadySubscribed: "This email is already subscribed to our newsletter!",
  failure: "Error subscribing to newsletter. Please try again.",
} as const;

export type SignupStatus = "idle" | "submitting" | "subscribed";
export type Notice = { tone: "success" | "info" | "error"; text: string };

/**
 * The sign-up's state: the address typed, its check, the request and the notice it ends with.
 * One field needs no form library: the box shows on pages whose first load goes without it.
 */
export function useNewsletterSignup() {
  const [status, setStatus] = useState<SignupStatus>("idle");
  const [notice, setNotice] = useState<Notice>();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [challenge, setChallenge] = useState<NewsletterCheck>();
  const checkRef = useRef<NewsletterCheck>(undefined);

  /** The form's check against bots, added to the form the first time it is asked for. */
  async function startChallenge() {
    const { createNewsletterCheck } = await api.load();
    if (!checkRef.current) setChallenge((checkRef.current = createNewsletterCheck()));
    return checkRef.current.controller;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    // Submitting an empty address does nothing: there is nothing to tell the visitor.
    if (!email.trim()) return;
    setStatus("submitting");
    // Cleared first, so the same message given twice is announced twice.
    setNotice(undefined);
    try {
      const { checkNewsletterAddress, subscribeToNewsletter } = await api.load();
      const checked = checkNewsletterAddress(email);
      setFieldError(checked.error);
      if (checked.error !== undefined) {
        setStatus("idle");
        return;
      }
      const outcome = await subscribeToNewsletter(checked.email, await startChallenge());
      if (outcome === "already-subscribed") {
        setNotice({ tone: "info", text: newsletterMessages.alreadySubscribed });
        setStatus("idle");
        return;
      }
      setNotice({ tone: "success", text: newsletterMessages.success });
      setStatus("subscribed");
    } catch (error) {
      const advice = retryAdvice(error);
      const text = advice ? `${newsletterMessages.failure} ${advice}` : newsletterMessages.failure;
      setNotice({ tone: "error", text });
      setStatus("idle");
    }
  }

  return {
    status,
    notice,
    email,
    setEmail,
    fieldError,
    submit,
    /** The check against bots, once the visitor has started to subscribe. */
    challenge,
    /** Fetches the check, the API call and the check against bots when the visitor reaches for the field. */
    prefetch: () => startChallenge().catch(() => {}),
  };
}
