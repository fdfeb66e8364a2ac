import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { SubmitRefusal, useSubmitFlow } from "./use-submit-flow";

function buttons() {
  const opener = document.createElement("button");
  const fallback = document.createElement("button");
  document.body.append(opener, fallback);
  return { opener: { current: opener }, fallback: { current: fallback } };
}

afterEach(() => document.querySelectorAll("body > button").forEach((button) => button.remove()));

describe("useSubmitFlow", () => {
  it("waits for the confirmation, sends the values asked about, then shows success", async () => {
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useSubmitFlow(async (value: string) => void sent.push(value), { focus: buttons() }),
    );
    expect(result.current.used).toBe(false);
    act(() => result.current.ask("hello"));
    expect(result.current.phase).toBe("confirming");
    expect(result.current.used).toBe(true);
    expect(sent).toEqual([]);
    await act(() => result.current.confirm());
    expect(sent).toEqual(["hello"]);
    expect(result.current.phase).toBe("succeeded");
    act(() => result.current.dismiss());
    expect(result.current.phase).toBe("editing");
  });

  it("goes on with what follows accepted values, and not after a failure", async () => {
    const followed: string[] = [];
    let accept = true;
    const send = (value: string) => (accept ? Promise.resolve() : Promise.reject(new Error(value)));
    const { result } = renderHook(() =>
      useSubmitFlow(send, { onSent: (value) => void followed.push(value) }),
    );
    await act(async () => expect(await result.current.submit("first")).toBe(true));
    expect(result.current.phase).toBe("succeeded");
    accept = false;
    await act(async () => expect(await result.current.submit("second")).toBe(false));
    expect(followed).toEqual(["first"]);
  });

  it("keeps the server's reason of a refusal, and no reason for other failures", async () => {
    let failure: Error = new SubmitRefusal("Already reviewed with this e-mail.");
    const { result } = renderHook(() =>
      useSubmitFlow(() => Promise.reject(failure), { focus: buttons() }),
    );
    await act(async () => expect(await result.current.submit("x")).toBe(false));
    expect(result.current.phase).toBe("failed");
    expect(result.current.refusal).toBe("Already reviewed with this e-mail.");
    failure = new TypeError("Failed to fetch");
    await act(async () => expect(await result.current.submit("x")).toBe(false));
    expect(result.current.refusal).toBeUndefined();
  });

  it("keeps the wait a refused request was given, until the next attempt", async () => {
    let failure: Error = new ApiError("status", 429, "Rate limit exceeded", "Rate limit", 540);
    const { result } = renderHook(() => useSubmitFlow(() => Promise.reject(failure)));
    await act(async () => expect(await result.current.submit("x")).toBe(false));
    expect(result.current.retryAdvice).toBe("Try again in 9 minutes.");
    failure = new ApiError("status", 500, undefined, "Internal server error");
    await act(async () => expect(await result.current.submit("x")).toBe(false));
    expect(result.current.retryAdvice).toBeUndefined();
  });

  it("gives focus back to the opener, or to the fallback once the opener has left", () => {
    const focus = buttons();
    const { result } = renderHook(() => useSubmitFlow(() => Promise.resolve(), { focus }));
    result.current.returnFocus();
    expect(focus.opener.current).toHaveFocus();
    focus.opener.current.remove();
    result.current.returnFocus();
    expect(focus.fallback.current).toHaveFocus();
  });
});
