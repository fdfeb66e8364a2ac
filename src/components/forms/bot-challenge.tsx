import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { deferred } from "@/lib/deferred";
import { getRuntimeConfig, useRuntimeConfig } from "@/lib/runtime-config";

const widgetModule = deferred(() => import("./altcha-widget"));
// Challenges are fetched once the widget is ready, so the API client waits until then too.
const api = deferred(() => import("./api"));

// The visitor's first reach for the form: a field focused, a pointer on it, or a submit.
const intentEvents = ["focusin", "pointerenter", "pointerdown", "submit"] as const;

// No logo and no footer: the check is one line, the site's own, and needs no credit panel. Set
// on the element, so it never shows them, not even while its challenge is on the way.
const WIDGET_LOOK = JSON.stringify({ hideLogo: true, hideFooter: true });

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** What a form asks of its challenge, and what the widget reports to. */
export type BotChallengeController = {
  /** The solved challenge's payload, waiting for the work to finish; undefined when the site asks none. */
  solution(): Promise<string | undefined>;
  /** A payload buys one request: after sending it, a new challenge is fetched and solved. */
  renew(): void;
  /** The widget shown, or null when it goes. */
  attach(widget: HTMLElement | null): void;
};

/** The widget's methods exist once it has sent its `load` event. */
function widgetReady(widget: AltchaWidgetElement): Promise<void> {
  if (typeof widget.reset === "function") return Promise.resolve();
  return new Promise((resolve) => widget.addEventListener("load", () => resolve(), { once: true }));
}

function createController(enabled: boolean): BotChallengeController {
  let widget: AltchaWidgetElement | null = null;
  let payload: string | undefined;
  let waiting: ((payload: string) => void)[] = [];

  // Configures the widget with a fresh challenge from our API (with the site's key) and solves it.
  const start = async () => {
    if (!widget) return;
    payload = undefined;
    await widgetReady(widget);
    // Shown as unsolved at once: the solution just sent is spent.
    widget.reset();
    const challenge = await (await api.load()).fetchBotChallenge();
    await widget.configure({ challenge });
    void widget.verify();
  };
  const onStateChange = (event: Event) => {
    const { state, payload: solved } = (event as StateChange).detail;
    if (state === "verified" && solved) {
      payload = solved;
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(solved);
    }
    if (state === "expired") void start();
  };

  return {
    solution: () =>
      !enabled
        ? Promise.resolve(undefined)
        : payload
          ? Promise.resolve(payload)
          : new Promise((resolve) => waiting.push(resolve)),
    renew: () => void start(),
    attach(element) {
      widget?.removeEventListener("statechange", onStateChange);
      widget = element as AltchaWidgetElement | null;
      widget?.addEventListener("statechange", onStateChange);
      void start();
    },
  };
}

/** A new controller of a check against bots, for a form that loads its check only when used. */
export function createBotChallengeController(): BotChallengeController {
  return createController(getRuntimeConfig().botChallenge);
}

/** The controller of a form's check against bots; give it to `<BotChallenge>` in the form. */
export function useBotChallenge(): BotChallengeController {
  const [controller] = useState(createBotChallengeController);
  return controller;
}

/**
 * The check against bots of a costly form: ALTCHA's widget, which solves a proof-of-work
 * challenge from our server in a worker. It is a labelled checkbox that keyboards and screen
 * readers reach like any other, and it announces its state.
 */
export function BotChallenge({ controller }: { controller: BotChallengeController }) {
  const enabled = useRuntimeConfig().botChallenge;
  const [loaded, setLoaded] = useState(false);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  useEffect(() => controller.attach(widget), [controller, widget]);

  // The widget's script costs a phone hundreds of milliseconds: it is fetched, and its challenge
  // solved, only once the visitor reaches for the form that holds it. A submit that comes first
  // starts it too, and the form's `solution()` waits for it. Intent shown before this box was
  // there (while the page hydrated) counts as well.
  useEffect(() => {
    const form = box?.closest("form");
    if (!enabled || loaded || !form) return;
    let active = true;
    const show = () => {
      widgetModule.load().then(
        () => {
          if (active) setLoaded(true);
        },
        // A failed fetch is tried again at the next intent.
        () => undefined,
      );
    };
    for (const type of intentEvents) form.addEventListener(type, show, { capture: true });
    if (form.matches(":focus-within, :hover")) show();
    return () => {
      active = false;
      for (const type of intentEvents) form.removeEventListener(type, show, { capture: true });
    };
  }, [enabled, loaded, box]);

  return (
    // The widget in the site's colours: its own stylesheet reads these variables. On phones its
    // label is a 44 px tall tap target. The box is in every render, prerendered too, and shown by
    // CSS when the served config asks for the check (`markServedConfig`); until the widget comes
    // it holds the widget's height and says what will happen, so nothing moves when it does.
    <div
      ref={setBox}
      className={
        "hidden min-h-14 max-md:min-h-[4.375rem] [html[data-bot-check]_&]:block max-md:[&_.altcha-checkbox-wrap>label]:flex max-md:[&_.altcha-checkbox-wrap>label]:min-h-11 max-md:[&_.altcha-checkbox-wrap>label]:flex-1 max-md:[&_.altcha-checkbox-wrap>label]:items-center [--altcha-border-color:rgb(var(--color-border))] [--altcha-border-radius:0.5rem] [--altcha-checkbox-border-color:rgb(var(--color-muted-foreground))] [--altcha-color-base-content:rgb(var(--color-foreground))] [--altcha-color-base:rgb(var(--color-surface-raised))] [--altcha-color-success-content:rgb(var(--color-accent-foreground))] [--altcha-color-success:rgb(var(--color-accent))]"
      }
      data-bot-challenge
    >
      {loaded ? (
        <altcha-widget ref={setWidget} auto="off" configuration={WIDGET_LOOK} />
      ) : (
        <p className="flex min-h-[inherit] items-center gap-3 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="size-5 shrink-0 text-accent" />
          {BOT_CHALLENGE_MESSAGES.pending}
        </p>
      )}
    </div>
  );
}
