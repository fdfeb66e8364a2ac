import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { BOT_CHALLENGE_PATH } from "#contract/bot-challenge";
import { apiRequest } from "@/lib/api-client";
import { deferred } from "@/lib/deferred";
import { getRuntimeConfig } from "@/lib/runtime-config";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";

const widgetModule = deferred(() => import("./altcha-widget"));

/** What a form asks of its challenge. */
export type BotChallengeHandle = {
  /** The solved challenge's payload, waiting for the work to finish; undefined when the site asks none. */
  solution(): Promise<string | undefined>;
  /** A payload buys one request: after sending it, a new challenge is fetched and solved. */
  renew(): void;
};

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The check against bots of a costly form: ALTCHA's widget, which solves a proof-of-work
 * challenge from our server in a worker as soon as the form is shown. It is a labelled checkbox
 * that keyboards and screen readers reach like any other, and it announces its state.
 */
export function BotChallenge({ ref }: { ref: Ref<BotChallengeHandle> }) {
  const enabled = getRuntimeConfig().botChallenge;
  const element = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | undefined>(undefined);
  const waiting = useRef<((payload: string) => void)[]>([]);
  const [loaded, setLoaded] = useState(false);

  // Configures the widget with a fresh challenge from our API (with the site's key) and solves it.
  const start = async () => {
    const widget = element.current;
    if (!widget) return;
    payload.current = undefined;
    // Shown as unsolved at once: the solution just sent is spent.
    widget.reset();
    const challenge = await apiRequest(BOT_CHALLENGE_PATH);
    await widget.configure({ challenge: challenge as never, hideLogo: true });
    void widget.verify();
  };

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void widgetModule.load().then(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [enabled]);

  useEffect(() => {
    const widget = element.current;
    if (!loaded || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload: solved } = (event as StateChange).detail;
      if (state === "verified" && solved) {
        payload.current = solved;
        for (const resolve of waiting.current.splice(0)) resolve(solved);
      }
      if (state === "expired") void start();
    };
    widget.addEventListener("statechange", onStateChange);
    void start();
    return () => widget.removeEventListener("statechange", onStateChange);
    // `start` reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useImperativeHandle(ref, () => ({
    solution: () =>
      !enabled
        ? Promise.resolve(undefined)
        : payload.current
          ? Promise.resolve(payload.current)
          : new Promise((resolve) => waiting.current.push(resolve)),
    renew: () => {
      if (enabled) void start();
    },
  }));

  if (!enabled) return null;
  return (
    // The widget in the site's colours: its own stylesheet reads these variables.
    <div
      className="min-h-[4.5rem] [--altcha-border-color:rgb(var(--color-border))] [--altcha-border-radius:0.5rem] [--altcha-checkbox-border-color:rgb(var(--color-muted-foreground))] [--altcha-color-base-content:rgb(var(--color-foreground))] [--altcha-color-base:rgb(var(--color-surface-raised))] [--altcha-color-success-content:rgb(var(--color-accent-foreground))] [--altcha-color-success:rgb(var(--color-accent))]"
      data-bot-challenge
    >
      {loaded && <altcha-widget ref={element} auto="off" />}
    </div>
  );
}
