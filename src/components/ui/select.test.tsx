import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { OptionsSelect } from "./select";

const fruits = [
  { value: "a", label: "Apple" },
  { value: "b", label: "Banana" },
  { value: "c", label: "Cherry" },
];

function Fruit() {
  const [value, setValue] = useState("a");
  return (
    <OptionsSelect
      value={value}
      onValueChange={setValue}
      options={fruits}
      trigger={{ "aria-label": "Fruit" }}
    />
  );
}

describe("OptionsSelect", () => {
  it("shows the chosen option's label before its options have rendered", () => {
    render(<Fruit />);
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Apple");
  });

  it("picks an option by its first letter once the trigger has focus", async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveFocus();
    await user.keyboard("c");
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Cherry");
  });

  it("lists every option when opened, and shows the one picked", async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.click(screen.getByRole("combobox", { name: "Fruit" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Apple", "Banana", "Cherry"]);
    await user.click(screen.getByRole("option", { name: "Banana" }));
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Banana");
  });
});
