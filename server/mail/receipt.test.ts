import { describe, expect, it } from "vitest";
import { greeting } from "./receipt";

describe("receipt greeting", () => {
  it.each([
    "Ada Lovelace",
    "Jean-Luc Picard",
    "Seán O’Brien",
    "J. R. R. Tolkien",
    "Dr. Grace Hopper",
    "María José Núñez",
    "Nguyễn Thị Minh Khai",
    "राहुल शर्मा",
    "李小龙",
    "田中さくら",
    "Анна Каренина",
  ])("greets %s by name", (name) => {
    expect(greeting(`  ${name} `)).toBe(`Hello ${name.normalize("NFC")},`);
  });

  it.each([
    "Visit https://evil.example",
    "Visit evil.example",
    "evil.example",
    "www.evil.example",
    "pay at evil.example/invoice",
    "Ada <a href=x>",
    "Ada\nLovelace",
    "Call 1-800-555-0100",
    "ada@evil.example",
    "Ada Lovelace, your invoice is overdue",
    "A".repeat(61),
    // A letter of the Lisu script that looks like a period, inside a Latin word.
    "visit evil\uA4F8com today",
    "Your refund is ready reply with your bank PIN",
  ])("leaves out %j", (name) => {
    expect(greeting(name)).toBe("Hello,");
  });
});
