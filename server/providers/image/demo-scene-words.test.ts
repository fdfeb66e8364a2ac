import { describe, expect, it } from "vitest";
import { parseSceneWords } from "./demo-scene-words";

describe("demo renderer's reading of a prompt", () => {
  it.each([
    [
      "a Kerala houseboat on the backwaters at dawn",
      { subject: "boat", setting: "river", time: "dawn", style: "flat", roofedBoat: true },
    ],
    [
      "A copper fox asleep in fresh snow",
      { subject: "fox", setting: "snow", time: "day", style: "flat", roofedBoat: false },
    ],
    [
      "a city at night",
      { subject: "city", setting: "street", time: "night", style: "flat", roofedBoat: false },
    ],
    [
      "A lighthouse on a cliff at dusk, painted in watercolour",
      {
        subject: "lighthouse",
        setting: "mountains",
        time: "dusk",
        style: "watercolour",
        roofedBoat: false,
      },
    ],
    [
      "Sailboat, pixel art, sunny",
      { subject: "boat", setting: "sea", time: "day", style: "pixel", roofedBoat: false },
    ],
  ])("reads %j", (prompt, expected) => {
    expect(parseSceneWords(prompt)).toEqual(expected);
  });

  it("draws the subject named first, and the setting it is usually found in when none is named", () => {
    expect(parseSceneWords("a robot walking a dog").subject).toBe("robot");
    expect(parseSceneWords("a ringed planet").setting).toBe("space");
    expect(parseSceneWords("a lighthouse").setting).toBe("sea");
  });

  it("draws only a setting when the prompt names no subject it knows", () => {
    expect(parseSceneWords("an abstract feeling of calm")).toMatchObject({
      subject: null,
      setting: "meadow",
      time: "day",
    });
    expect(parseSceneWords("Mountains at sunset over a golden desert")).toMatchObject({
      subject: null,
      setting: "mountains",
      time: "dusk",
    });
  });
});
