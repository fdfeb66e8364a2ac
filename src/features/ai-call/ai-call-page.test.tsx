import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiCallPage } from "./ai-call-page";
import {
  AI_CALL_MESSAGES,
  CALL_CARD_TEXTS,
  CALL_REFUSALS,
  CONSENT_MESSAGES,
} from "#contract/ai-call-rules";
import { json, stubFetch } from "../../../test-support/web/fetch-stub";
import { renderRoutePage } from "../../../test-support/web/render-route-page";

const simulators = vi.hoisted(() => ({ telephony: false, llm: false, image: false }));
const callLimits = vi.hoisted(() => ({
  codesPerIpPerHour: 20,
  verifiedNumberDays: 30,
  perIpPerHour: 20,
  perNumberPerDay: 10,
  maxDurationSeconds: 180,
}));
vi.mock("@/lib/runtime-config", () => {
  const config = () => ({
    apiBaseUrl: "",
    imageApiBaseUrl: "",
    apiKey: "site-key",
    simulators,
    callLimits,
  });
  return { getRuntimeConfig: config, useRuntimeConfig: config };
});

/** The browser's WebSocket, played by the test: it records what the page sends. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  receive(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.());
  }
}
Object.assign(FakeSocket, { OPEN: 1 });

const SID = "SIM0123";
const started = {
  status: "call initiated",
  call_sid: SID,
  ai_text: "Hello, this is an AI assistant calling for Nexora Studio.",
  watch_token: "token-1",
};

const codeSent = {
  status: "pending",
  message: CONSENT_MESSAGES.demoCodeSent,
  demo_code: "123456",
};
const approved = {
  status: "approved",
  message: CONSENT_MESSAGES.approved,
  verified_until: "2026-12-24T10:00:00.000Z",
};

/**
 * The API: codes are sent and accepted, and a number once verified needs no other; the call
 * itself answers `callAnswer`.
 */
function stubApi(callAnswer: (path: string) => Response | Promise<Response>) {
  let verified = false;
  return stubFetch((input) => {
    const path = new URL(String(input)).pathname;
    if (path === "/api/ai-call-dialer/verification") {
      return json(
        verified ? { status: "verified", message: CONSENT_MESSAGES.alreadyVerified } : codeSent,
      );
    }
    if (path === "/api/ai-call-dialer/verification/check") {
      verified = true;
      return json(approved);
    }
    return callAnswer(path);
  });
}

/** What the page sent in its first request to one API path. */
const sentTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.find(([url]) => new URL(String(url)).pathname === path)?.[1];

/** The JSON body of a request the page sent. */
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderPage() {
  return renderRoutePage(<AiCallPage />, "AI Call Dialer");
}

/** Number and instruction, the code step with the code on screen, then the call. */
async function fillAndStart(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Phone number"), "+91 98765-43210");
  await user.type(screen.getByLabelText("Initial message"), "Remind Priya of the review");
  await user.click(screen.getByRole("button", { name: CONSENT_MESSAGES.sendCode }));
  const code = await screen.findByLabelText(CONSENT_MESSAGES.codeLabel);
  expect(code).toHaveFocus();
  await user.type(code, screen.getByText(codeSent.demo_code).textContent ?? "");
  await user.click(screen.getByRole("button", { name: "Start Call" }));
}

const socket = () => FakeSocket.instances.at(-1)!;
const statusBanner = () => screen.getByRole("status");

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  simulators.telephony = false;
  simulators.llm = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AI call page", () => {
  it("asks for both fields before calling", async () => {
    const fetchMock = stubApi(() => json(started));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Phone number"), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: CONSENT_MESSAGES.sendCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AI_CALL_MESSAGES.missingFields);
    await user.click(screen.getByRole("button", { name: "Dismiss error" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    "places the call, follows its statuses and lines, then clears the form 2 s after it ends and sums the call up",
    {
      timeout: 15_000,
    },
    async () => {
      const fetchMock = stubApi(() => json(started));
      const user = userEvent.setup();
      renderPage();
      expect(socket().url).toMatch(/\/api\/ai-call-dialer\/ws\?api_key=site-key$/);
      await fillAndStart(user);

      await waitFor(() => expect(statusBanner()).toHaveTextContent(AI_CALL_MESSAGES.initiated));
      const codeRequest = sentTo(fetchMock, "/api/ai-call-dialer/verification");
      expect(bodyOf(codeRequest)).toEqual({ to_number: "919876543210" });
      const check = sentTo(fetchMock, "/api/ai-call-dialer/verification/check");
      expect(bodyOf(check)).toEqual({ to_number: "919876543210", code: "123456" });
      const init = sentTo(fetchMock, "/api/ai-call-dialer/call");
      expect(new Headers(init?.headers).get("X-API-Key")).toBe("site-key");
      expect(bodyOf(init)).toEqual({
        to_number: "919876543210",
        message: "Remind Priya of the review",
      });
      expect(screen.getByText(started.ai_text)).toBeInTheDocument();
      expect(socket().sent).toEqual([{ type: "watch", call_sid: SID, token: "token-1" }]);
      // The page becomes the call: the form is put away, disabled, until the call has ended.
      expect(screen.getByLabelText("Phone number")).toBeDisabled();
      expect(screen.queryByRole("form", { name: "Place an AI call" })).toBeNull();
      // The number called, read back in international format.
      await waitFor(() =>
        expect(screen.getByRole("region", { name: CALL_CARD_TEXTS.label })).toHaveTextContent(
          CALL_CARD_TEXTS.callingTo("+91 98765 43210"),
        ),
      );

      socket().receive({ type: "call_status", call_sid: SID, status: "ringing" });
      await waitFor(() => expect(statusBanner()).toHaveTextContent("Call ringing"));
      socket().receive({
        call_sid: SID,
        speaker: "Callee",
        message: "Yes, speaking.",
        timestamp: "2026-11-24T10:15:00.000Z",
      });
      // Another call's events are not this page's.
      socket().receive({ type: "call_status", call_sid: "SIMother", status: "busy" });
      const line = await screen.findByText("Yes, speaking.");
      expect(line.closest("li")).toHaveTextContent("Callee");

      vi.useFakeTimers({ shouldAdvanceTime: true });
      socket().receive({ type: "call_status", call_sid: SID, status: "completed" });
      const summary = await screen.findByRole("region", { name: CALL_CARD_TEXTS.summaryHeading });
      expect(summary).toHaveTextContent(CALL_CARD_TEXTS.writingSummary);
      expect(summary).toHaveTextContent("Completed");
      // The instruction stays with the call that carried it.
      expect(summary).toHaveTextContent("Remind Priya of the review");
      expect(screen.getByLabelText("Phone number")).toBeEnabled();
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByLabelText("Phone number")).toHaveValue("+91 98765-43210");
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByLabelText("Phone number")).toHaveValue("");
      expect(screen.getByLabelText("Initial message")).toHaveValue("");

      socket().receive({
        type: "call_summary",
        call_sid: SID,
        summary: "Priya confirmed.\nOutcome: done.",
      });
      const link = await screen.findByRole("link", { name: "Download transcript" });
      expect(link).toHaveAttribute("download", `call-transcript-${SID}.txt`);
      expect(summary).toHaveTextContent(/Priya confirmed\./);
      expect(summary).toHaveTextContent("Remind Priya of the review");

      // "New call": an empty form again.
      fireEvent.click(screen.getByRole("button", { name: CALL_CARD_TEXTS.newCall }));
      expect(screen.queryByRole("region", { name: CALL_CARD_TEXTS.summaryHeading })).toBeNull();
      expect(screen.getByRole("button", { name: CONSENT_MESSAGES.sendCode })).toBeEnabled();
      expect(screen.getByLabelText("Phone number")).toHaveValue("");
    },
  );

  it("places the same call again from its summary, the number and instruction kept", async () => {
    const fetchMock = stubApi(() => json(started));
    const user = userEvent.setup();
    renderPage();
    await fillAndStart(user);
    await screen.findByRole("region", { name: CALL_CARD_TEXTS.label });
    socket().receive({ type: "call_status", call_sid: SID, status: "busy" });
    const summary = await screen.findByRole("region", { name: CALL_CARD_TEXTS.summaryHeading });
    expect(summary).toHaveTextContent("The line was busy");
    await waitFor(() => expect(summary).toHaveTextContent("Number called+91 98765 43210"));

    await user.click(screen.getByRole("button", { name: CALL_CARD_TEXTS.callAgain }));
    await waitFor(() => {
      const calls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/call"));
      expect(calls).toHaveLength(2);
    });
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/call"));
    expect(bodyOf(calls[1]?.[1])).toEqual({
      to_number: "919876543210",
      message: "Remind Priya of the review",
    });
    expect(await screen.findByRole("region", { name: CALL_CARD_TEXTS.label })).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      () =>
        json(
          {
            status: "error",
            message: "Calls to +1 numbers are not available from this site",
            detail: "Calls to +1 numbers are not available from this site",
          },
          400,
        ),
      "Calls to +1 numbers are not available from this site",
    ],
    [
      "'Failed to initiate call' for an unexpected answer",
      () => json({ status: "busy" }),
      AI_CALL_MESSAGES.failedToInitiate,
    ],
    [
      "'Error making call' when there is no answer",
      () => Promise.reject(new TypeError("offline")),
      AI_CALL_MESSAGES.errorMakingCall,
    ],
    [
      "'Error making call' for a failure without a message",
      () => new Response("oops", { status: 502 }),
      AI_CALL_MESSAGES.errorMakingCall,
    ],
  ])("shows %s and ends the calling state", async (_case, answer, message) => {
    stubApi(answer);
    const user = userEvent.setup();
    renderPage();
    await fillAndStart(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    // Back to the form, the verified number ready to try again.
    expect(screen.getByRole("button", { name: "Start Call" })).toBeEnabled();
    expect(screen.queryByRole("region", { name: CALL_CARD_TEXTS.label })).toBeNull();
  });

  it("says when it is a demo, lets the visitor play the callee, and re-watches after a drop", async () => {
    simulators.telephony = true;
    simulators.llm = true;
    const fetchMock = stubApi(() => json(started));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(AI_CALL_MESSAGES.demoMode)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/answer as the person called/));
    await fillAndStart(user);
    await waitFor(() => expect(statusBanner()).toHaveTextContent(AI_CALL_MESSAGES.initiated));
    const init = sentTo(fetchMock, "/api/ai-call-dialer/call");
    expect(bodyOf(init)).toMatchObject({ play_callee: "true" });

    socket().receive({ type: "call_status", call_sid: SID, status: "in-progress" });
    await user.type(await screen.findByLabelText("Your reply as the callee"), "Who is this?");
    await user.click(screen.getByRole("button", { name: "Say" }));
    expect(socket().sent.at(-1)).toEqual({
      type: "callee_say",
      call_sid: SID,
      token: "token-1",
      message: "Who is this?",
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dropped = socket();
    dropped.drop();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(socket()).not.toBe(dropped));
    await waitFor(() =>
      expect(socket().sent).toEqual([{ type: "watch", call_sid: SID, token: "token-1" }]),
    );
  });

  describe("the call under way", () => {
    const hangUpAnswer = { status: "call ended", call_sid: SID };
    /** Answers the placing, then every hang-up, and records which paths were asked. */
    const stubCallAndHangUp = (hangUp: () => Response = () => json(hangUpAnswer)) =>
      stubApi((path) => (path.endsWith("/hangup") ? hangUp() : json(started)));
    const hangUpRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/ai-call-dialer/hangup"));

    it("states the limits before a call is placed, in the order a visitor meets them", () => {
      stubApi(() => json(started));
      renderPage();
      const [code, calls, leaving] = CALL_CARD_TEXTS.limits(callLimits);
      const items = screen.getAllByRole("listitem").map((item) => item.textContent);
      expect(items.filter((text) => [code, calls, leaving].includes(text ?? ""))).toEqual([
        code,
        calls,
        leaving,
      ]);
      expect(screen.queryByRole("region", { name: CALL_CARD_TEXTS.label })).toBeNull();
    });

    it("rings, runs a timer once answered, and hangs up with the call's token", async () => {
      const fetchMock = stubCallAndHangUp();
      const user = userEvent.setup();
      renderPage();
      await fillAndStart(user);
      const card = await screen.findByRole("region", { name: CALL_CARD_TEXTS.label });
      socket().receive({ type: "call_status", call_sid: SID, status: "ringing" });
      await waitFor(() => expect(card).toHaveTextContent(CALL_CARD_TEXTS.ringing));
      expect(screen.queryByRole("timer")).toBeNull();

      vi.useFakeTimers({ shouldAdvanceTime: true });
      socket().receive({ type: "call_status", call_sid: SID, status: "in-progress" });
      await waitFor(() => expect(card).toHaveTextContent(CALL_CARD_TEXTS.connected));
      expect(screen.getByRole("timer", { name: CALL_CARD_TEXTS.duration })).toHaveTextContent(
        "0:00",
      );
      act(() => vi.advanceTimersByTime(65_000));
      expect(screen.getByRole("timer")).toHaveTextContent("1:05");

      await user.click(screen.getByRole("button", { name: CALL_CARD_TEXTS.hangUp }));
      const [request] = hangUpRequests(fetchMock);
      expect(bodyOf(request?.[1])).toEqual({ call_sid: SID, token: "token-1" });
      expect(new Headers(request?.[1]?.headers).get("X-API-Key")).toBe("site-key");
      expect(screen.getByRole("button", { name: CALL_CARD_TEXTS.hangingUp })).toBeDisabled();

      socket().receive({ type: "call_status", call_sid: SID, status: "completed" });
      // The summary takes the stage's place, with the call's length.
      const summary = await screen.findByRole("region", { name: CALL_CARD_TEXTS.summaryHeading });
      expect(card).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: CALL_CARD_TEXTS.hangUp })).toBeNull();
      act(() => vi.advanceTimersByTime(10_000));
      expect(summary).toHaveTextContent(`${CALL_CARD_TEXTS.duration}1:05`);
    });

    it("shows the server's reason when a hang-up is refused, and lets the visitor try again", async () => {
      stubCallAndHangUp(() =>
        json(
          {
            status: "error",
            message: CALL_REFUSALS.hangUpFailed,
            detail: CALL_REFUSALS.hangUpFailed,
          },
          502,
        ),
      );
      const user = userEvent.setup();
      renderPage();
      await fillAndStart(user);
      await user.click(await screen.findByRole("button", { name: CALL_CARD_TEXTS.hangUp }));
      expect(await screen.findByRole("alert")).toHaveTextContent(CALL_REFUSALS.hangUpFailed);
      expect(screen.getByRole("button", { name: CALL_CARD_TEXTS.hangUp })).toBeEnabled();
    });

    it("ends the visitor's call when the page is closed or left, and not once it has ended", async () => {
      const fetchMock = stubCallAndHangUp();
      const user = userEvent.setup();
      const { unmount } = renderPage();
      await fillAndStart(user);
      await screen.findByRole("region", { name: CALL_CARD_TEXTS.label });
      window.dispatchEvent(new Event("pagehide"));
      const [closing] = hangUpRequests(fetchMock);
      expect(closing?.[1]?.keepalive).toBe(true);
      expect(bodyOf(closing?.[1])).toEqual({ call_sid: SID, token: "token-1" });

      unmount();
      expect(hangUpRequests(fetchMock)).toHaveLength(2);
    });

    it("says how soon the AI answered, as a detail to open, and sums it up in words", async () => {
      stubApi(() => json(started));
      const user = userEvent.setup();
      renderPage();
      await fillAndStart(user);
      await screen.findByRole("region", { name: CALL_CARD_TEXTS.label });
      socket().receive({
        call_sid: SID,
        speaker: "AI",
        message: "Of course, I'll pass that on.",
        timestamp: "2026-11-24T10:15:00.000Z",
        wait_ms: 420,
      });
      const line = (await screen.findByText("Of course, I'll pass that on.")).closest("li");
      const detail = line?.querySelector("details");
      expect(detail).not.toHaveAttribute("open");
      expect(detail).toHaveTextContent(CALL_CARD_TEXTS.answered(420));
      socket().receive({ type: "call_status", call_sid: SID, status: "completed" });
      socket().receive({
        type: "call_summary",
        call_sid: SID,
        summary: "Done.",
        wait_median_ms: 420,
        wait_p90_ms: 1250,
      });
      expect(
        await screen.findByText(
          "The AI usually answered in 0.4 s, and nearly always within 1.3 s.",
        ),
      ).toBeInTheDocument();
    });
  });
});
