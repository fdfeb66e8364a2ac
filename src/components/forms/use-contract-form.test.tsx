import { act, renderHook } from "@testing-library/react";
import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { useContractForm } from "./use-contract-form";
import { useSubmitFlow } from "./use-submit-flow";

type Values = { name: string };

// Stands for a contract's schema: a name is required.
const nameRequired: Resolver<Values, unknown, Values> = async (
  values,
): Promise<ResolverResult<Values, Values>> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: "required", message: "Please enter your name" } } };

const defaultValues: Values = { name: "" };

describe("useContractForm", () => {
  it("sends valid values at once, clearing what sending clears, and asks first where it must confirm", async () => {
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useContractForm(
        nameRequired,
        async (values, form) => {
          sent.push(values.name);
          form.reset();
        },
        { defaultValues },
      ),
    );
    act(() => result.current.setValue("name", "Asha"));
    await act(() => result.current.submit());
    expect(sent).toEqual(["Asha"]);
    expect(result.current.getValues("name")).toBe("");
    expect(result.current.flow.phase).toBe("succeeded");

    const confirmed = renderHook(() =>
      useContractForm(nameRequired, async (values) => void sent.push(values.name), {
        defaultValues,
        confirm: true,
      }),
    ).result;
    act(() => confirmed.current.setValue("name", "Ravi"));
    await act(() => confirmed.current.submit());
    expect(confirmed.current.flow.phase).toBe("confirming");
    expect(sent).toEqual(["Asha"]);
    await act(() => confirmed.current.flow.confirm());
    expect(sent).toEqual(["Asha", "Ravi"]);
  });

  it("names what is wrong under the field, or only in the banner where the form has one", async () => {
    const send = vi.fn(() => Promise.resolve());
    // A field is read while rendering, as the field components do.
    const renderForm = (banner?: (message: string) => void) =>
      renderHook(() => {
        const form = useContractForm(nameRequired, send, { defaultValues, banner });
        return { form, name: form.field("name") };
      }).result;

    const inline = renderForm();
    await act(() => inline.current.form.submit());
    expect(inline.current.name.error).toBe("Please enter your name");

    const banner = vi.fn();
    const withBanner = renderForm(banner);
    await act(() => withBanner.current.form.submit());
    expect(banner).toHaveBeenCalledWith("Please enter your name");
    expect(withBanner.current.name.error).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it("hands values to a flow held above the form", async () => {
    const sent: string[] = [];
    const { result } = renderHook(() => {
      const flow = useSubmitFlow(async (values: Values) => void sent.push(values.name));
      return useContractForm(nameRequired, flow, { defaultValues });
    });
    act(() => result.current.setValue("name", "Meera"));
    await act(() => result.current.submit());
    expect(sent).toEqual(["Meera"]);
    expect(result.current.flow.phase).toBe("succeeded");
  });
});
