import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import {
  expectConfirmDialogBusy,
  postedBody,
} from "../../../test-support/web/confirmed-submission";
import { deferredResponse, json, stubFetch } from "../../../test-support/web/fetch-stub";

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Asha Rao");
  await user.type(screen.getByLabelText("E-mail"), "asha@example.in");
  await user.type(screen.getByLabelText("Subject"), "A new shop");
  await user.type(screen.getByLabelText("Message"), "We would like a web shop.");
}

async function submitAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm Submission" });
  await user.click(within(dialog).getByRole("button", { name: "Send" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing is slow in jsdom on a busy machine.
describe("ContactForm", { timeout: 30_000 }, () => {
  it("names every missing required field and sends nothing", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Please enter your e-mail address",
    );
    expect(screen.getByText("Please enter a subject")).toBeInTheDocument();
    expect(screen.getByText("Please enter your message")).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a malformed e-mail address", async () => {
    stubFetch(() => Promise.resolve(json({ message: "ok" })));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "asha@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a valid e-mail address")).toBeInTheDocument();
  });

  it("asks first, and Cancel sends nothing and keeps the text", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirm Submission" });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to send this message?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Asha Rao");
  });

  it("gives focus back to Send Message when the confirmation or the result closes with Escape", async () => {
    stubFetch(() => Promise.resolve(json({ message: "ok" }, 201)));
    const user = userEvent.setup();
    render(<ContactForm />);
    const submit = screen.getByRole("button", { name: "Send Message" });
    await fillRequired(user);
    // Enter in a field submits too: focus still returns to the button, not to the field.
    await user.type(screen.getByLabelText("Subject"), "{Enter}");
    await screen.findByRole("dialog", { name: "Confirm Submission" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(submit).toHaveFocus());

    await submitAndConfirm(user);
    await screen.findByRole("dialog", { name: "Message Sent Successfully!" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it("sends only the filled fields as JSON, shows 'Sending...', then success and clears", async () => {
    const reply = deferredResponse();
    const fetchMock = stubFetch(() => reply.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Company/), "  Rao Textiles ");
    await submitAndConfirm(user);

    expectConfirmDialogBusy("Sending...");
    const body = await postedBody(fetchMock, "/api/contact/");
    expect(JSON.parse(String(body))).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      subject: "A new shop",
      message: "We would like a web shop.",
      company: "Rao Textiles",
    });

    reply.release(json({ message: "Thank you" }, 201));
    const result = await screen.findByRole("dialog", { name: "Message Sent Successfully!" });
    expect(result).toHaveAccessibleDescription(
      "We'll get back to you soon. A confirmation email has been sent to your inbox.",
    );
    expect(screen.getByLabelText("Name", { selector: "input" })).toHaveValue("");
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();
  });

  it.each([
    ["a server error", () => Promise.resolve(json({ detail: "Database unavailable" }, 500))],
    ["no answer at all", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows the error overlay for %s and keeps the message", async (_case, answer) => {
    stubFetch(answer);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await submitAndConfirm(user);

    const result = await screen.findByRole("dialog", { name: "Something Went Wrong" });
    expect(result).toHaveAccessibleDescription(
      "There was an error sending your message. Please try again later.",
    );
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Message")).toHaveValue("We would like a web shop.");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
