import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_TYPES } from "#contract/project-requests-rules";
import { ProjectRequestPage } from "./project-request-page";
import {
  expectConfirmDialogBusy,
  postedBody,
} from "../../../test-support/web/confirmed-submission";
import { deferredResponse, json, stubFetch } from "../../../test-support/web/fetch-stub";
import { renderRoutePage } from "../../../test-support/web/render-route-page";

type User = ReturnType<typeof userEvent.setup>;

async function renderPage() {
  // File type filtering is ours to test, not the picker's.
  const user = userEvent.setup({ applyAccept: false });
  renderRoutePage(<ProjectRequestPage />, "Project Request");
  // The customer type select's code arrives after the form has painted.
  await screen.findByRole("combobox", { name: "Customer type" });
  return user;
}

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText("Project title"), "Shop");
  await user.type(screen.getByLabelText("Name"), "Asha");
  await user.type(screen.getByLabelText("E-mail"), "asha@example.in");
  await user.type(screen.getByLabelText("Project details"), "A web shop.");
}

const fileInput = () => screen.getByLabelText("Choose files to attach");
const pdf = () => new File(["%PDF-1.4 brief"], "brief.pdf", { type: "application/pdf" });
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], "sketch.png", { type: "image/png" });

async function submitAndConfirm(user: User) {
  await user.click(screen.getByRole("button", { name: "Submit Project Request" }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm Submission" });
  expect(dialog).toHaveAccessibleDescription(
    "Are you sure you want to submit your project request?",
  );
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing is slow in jsdom on a busy machine.
describe("ProjectRequestPage", { timeout: 30_000 }, () => {
  it("starts as an individual, promises a reply within 24 hours and links to contact", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { name: "Submit Your Project Details" })).toBeVisible();
    expect(screen.getByText(/Our team will contact you within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Customer type" })).toHaveTextContent("Individual");
    expect(screen.getByLabelText(/Budget/)).toHaveAttribute("placeholder", "900");
    expect(screen.getByLabelText(/Budget/)).toHaveAttribute("min", "750");
    expect(screen.getByText("₹")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("lists the nine customer types with their discounts", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("combobox", { name: "Customer type" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(
      CUSTOMER_TYPES.map((type) => type.label),
    );
    await user.click(screen.getByRole("option", { name: "Startup (10% discount)" }));
    expect(screen.getByRole("combobox", { name: "Customer type" })).toHaveTextContent("Startup");
  });

  it("names the missing fields and a budget under ₹750 without sending", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    const user = await renderPage();
    await user.type(screen.getByLabelText(/Budget/), "500");
    await user.click(screen.getByRole("button", { name: "Submit Project Request" }));
    expect(await screen.findByText("Please enter a project title")).toBeInTheDocument();
    expect(screen.getByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByText("Please enter the project details")).toBeInTheDocument();
    expect(screen.getByLabelText(/Budget/)).toHaveAccessibleDescription(
      "In Indian rupees, at least ₹750. The minimum budget is ₹750",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists attached files with their sizes and removes them", async () => {
    const user = await renderPage();
    await user.upload(fileInput(), [pdf(), png()]);
    const list = screen.getByRole("list", { name: "Attached files" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(list).toHaveTextContent("brief.pdf14 B");
    expect(screen.getByText("2 of 5 files · 18 B of 25 MB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Add files" })).toHaveFocus();
  });

  it("refuses files beyond the limits before anything is uploaded", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    const user = await renderPage();
    const six = Array.from({ length: 6 }, (_, n) => new File(["text"], `note-${n + 1}.txt`));
    await user.upload(fileInput(), [...six, new File(["MZ"], "tool.exe")]);
    const list = screen.getByRole("list", { name: "Attached files" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    const alerts = screen.getAllByRole("alert");
    const problems = alerts.map((alert) => alert.textContent).join(" ");
    expect(problems).toContain('"note-6.txt" was not added: at most 5 files can be attached.');
    expect(problems).toContain('"tool.exe" is not an allowed file type.');
    expect(screen.getByRole("button", { name: "Add files" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("confirms, shows 'Submitting...', sends multipart with repeated files, then resets", async () => {
    const reply = deferredResponse();
    const fetchMock = stubFetch(() => reply.promise);
    const user = await renderPage();
    await user.click(screen.getByRole("combobox", { name: "Customer type" }));
    await user.click(await screen.findByRole("option", { name: "Student (15% discount)" }));
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Budget/), "1200");
    await user.upload(fileInput(), [pdf(), png()]);
    await submitAndConfirm(user);

    expectConfirmDialogBusy("Submitting...");
    const body = (await postedBody(fetchMock, "/api/project-requests/")) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([
      "customer_type",
      "project_title",
      "name",
      "email",
      "budget",
      "details",
      "files",
      "files",
    ]);
    expect(body.get("customer_type")).toBe("student");
    expect(body.get("budget")).toBe("1200");
    expect(body.getAll("files").map((file) => (file as File).name)).toEqual([
      "brief.pdf",
      "sketch.png",
    ]);

    reply.release(json({ message: "Received" }, 201));
    const result = await screen.findByRole("dialog", { name: "Success" });
    expect(result).toHaveTextContent("Project request submitted successfully!");
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(screen.getByRole("combobox", { name: "Customer type" })).toHaveTextContent("Individual");
    expect(screen.getByLabelText("Project title")).toHaveValue("");
    expect(screen.getByLabelText(/Budget/)).toHaveValue(null);
    expect(screen.queryByRole("list", { name: "Attached files" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Project Request" })).toHaveFocus();
  });

  it.each([
    ["a server error", () => Promise.resolve(json({ detail: "Storage unavailable" }, 500))],
    ["no answer at all", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows the error modal for %s and keeps the form", async (_case, answer) => {
    stubFetch(answer);
    const user = await renderPage();
    await fillRequired(user);
    await user.upload(fileInput(), [pdf()]);
    await submitAndConfirm(user);

    const result = await screen.findByRole("dialog", { name: "Error" });
    expect(result).toHaveTextContent("Error submitting project request. Please try again.");
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Project title")).toHaveValue("Shop");
    expect(screen.getByRole("list", { name: "Attached files" })).toHaveTextContent("brief.pdf");
  });
});
