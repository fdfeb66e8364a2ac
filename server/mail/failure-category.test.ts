import { describe, expect, it } from "vitest";
import { mailFailureCategory } from "./failure-category";

describe("a failed mail's category", () => {
  it.each([
    [
      "Invalid login: 535 5.7.8 Authentication failed for user smtp-user:s3cret",
      "sign-in to the mail server refused",
    ],
    ["connect ECONNREFUSED 10.0.0.5:587", "mail server unreachable"],
    ["getaddrinfo ENOTFOUND smtp.internal.example", "mail server unreachable"],
    ["Connection timeout", "mail server timed out"],
    ["550 mailbox unavailable", "recipient refused"],
    ["Can't send mail - all recipients were rejected: 553 5.1.3 bad address", "recipient refused"],
    ["554 5.6.0 Message rejected: spam", "message refused"],
    ["something else entirely", "not sent"],
  ])("reads %j as %j, without repeating it", (error, category) => {
    const read = mailFailureCategory(error);
    expect(read).toBe(category);
    expect(error).not.toContain(read);
  });

  it("is none for a mail without an error", () => {
    expect(mailFailureCategory(null)).toBeNull();
    expect(mailFailureCategory("")).toBeNull();
  });
});
