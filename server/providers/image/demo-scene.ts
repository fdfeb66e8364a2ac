// The demo renderer's scene: a sky for the time of day, the setting's ground, and the subject in
// simple shapes, placed by the seed. Sizes are fractions of the picture, so any size draws alike.
import {
  addGlow,
  colour,
  ellipsePoints,
  fillGradient,
  fillPolygon,
  mixColour,
  type Canvas,
  type Colour,
  type Point,
} from "./demo-canvas";
import type { SceneWords, Setting, Subject, TimeOfDay } from "./demo-scene-words";

/** Where things stand, chosen from the seed. */
export interface Composition {
  /** 0 (top) to 1 (bottom). */
  horizon: number;
  /** The subject's centre, as a fraction of the width, and its size. */
  subjectX: number;
  scale: number;
  /** The sun or moon, as fractions of the width and of the sky's height. */
  lightX: number;
  lightY: number;
  /** The subject faces left instead of right. */
  flip: boolean;
  random: () => number;
}

interface Light {
  skyTop: Colour;
  skyHorizon: Colour;
  /** The sun or the moon. */
  disc: Colour;
  /** How lit the ground and the subject are, 0 (dark) to 1. */
  level: number;
  stars: boolean;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: {
    skyTop: colour("#2b2f6b"),
    skyHorizon: colour("#fdba8c"),
    disc: colour("#fff1c1"),
    level: 0.7,
    stars: false,
  },
  day: {
    skyTop: colour("#2f7fd8"),
    skyHorizon: colour("#bfe3fb"),
    disc: colour("#fffbe8"),
    level: 1,
    stars: false,
  },
  dusk: {
    skyTop: colour("#3a1c55"),
    skyHorizon: colour("#f97b3d"),
    disc: colour("#ffd27a"),
    level: 0.55,
    stars: false,
  },
  night: {
    skyTop: colour("#03061a"),
    skyHorizon: colour("#1d2150"),
    disc: colour("#e8ecff"),
    level: 0.3,
    stars: true,
  },
};

const GROUNDS: Record<Setting, Colour> = {
  sea: colour("#1f5f8b"),
  river: colour("#2c6e6a"),
  snow: colour("#eef4fb"),
  desert: colour("#d9a55b"),
  forest: colour("#1f4d2b"),
  mountains: colour("#4f6b4a"),
  meadow: colour("#4f8f3a"),
  street: colour("#2a2d36"),
  space: colour("#000000"),
};

const WATER = new Set<Setting>(["sea", "river"]);

/** A colour as the time of day lights it: dimmed and tinted by the sky. */
function lit(paint: Colour, light: Light): Colour {
  const dimmed = paint.map((c) => c * (0.25 + 0.75 * light.level)) as unknown as Colour;
  return mixColour(dimmed, light.skyHorizon, 0.15 * (1 - light.level));
}

type Draw = (
  canvas: Canvas,
  light: Light,
  at: { x: number; base: number; size: number },
  c: Composition,
) => void;

/** Points given in the subject's own units (size 1, facing right) placed on the canvas. */
function place(
  points: readonly Point[],
  at: { x: number; base: number; size: number },
  flip: boolean,
) {
  return points.map(([x, y]) => [at.x + (flip ? -x : x) * at.size, at.base + y * at.size] as Point);
}

function shape(
  canvas: Canvas,
  points: readonly Point[],
  at: { x: number; base: number; size: number },
  flip: boolean,
  paint: Colour,
  alpha = 1,
) {
  fillPolygon(canvas, place(points, at, flip), paint, alpha);
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, angle = 0) =>
  ellipsePoints(cx, cy, rx, ry, angle);

const drawBoat =
  (roofed: boolean): Draw =>
  (canvas, light, at, c) => {
    const hull = lit(colour("#5b3a24"), light);
    shape(
      canvas,
      [
        [-0.5, -0.08],
        [0.55, -0.12],
        [0.4, 0.02],
        [-0.38, 0.02],
      ],
      at,
      c.flip,
      hull,
    );
    if (roofed) {
      // A long rounded roof of thatch over the deck, with its dark opening.
      const roof = lit(colour("#b98b4e"), light);
      const arch: Point[] = [];
      for (let k = 0; k <= 16; k += 1) {
        const t = k / 16;
        arch.push([-0.34 + t * 0.66, -0.1 - Math.sin(t * Math.PI) * 0.2]);
      }
      shape(canvas, [...arch, [0.32, -0.09], [-0.34, -0.09]], at, c.flip, roof);
      shape(canvas, ellipse(-0.02, -0.11, 0.12, 0.06), at, c.flip, lit(colour("#2a1a10"), light));
    } else {
      const mast = lit(colour("#3b2a1e"), light);
      shape(
        canvas,
        [
          [0.02, -0.1],
          [0.04, -0.1],
          [0.04, -0.75],
          [0.02, -0.75],
        ],
        at,
        c.flip,
        mast,
      );
      const sail = lit(colour("#f3efe6"), light);
      shape(
        canvas,
        [
          [0.06, -0.14],
          [0.06, -0.72],
          [0.42, -0.16],
        ],
        at,
        c.flip,
        sail,
      );
      shape(
        canvas,
        [
          [0, -0.16],
          [0, -0.6],
          [-0.3, -0.16],
        ],
        at,
        c.flip,
        sail,
        0.85,
      );
    }
  };

const drawFox: Draw = (canvas, light, at, c) => {
  const fur = lit(colour("#e0712b"), light);
  const pale = lit(colour("#f6efe4"), light);
  const dark = lit(colour("#2a1a12"), light);
  // Tail sweeping behind, with its white tip.
  shape(canvas, ellipse(-0.42, -0.16, 0.26, 0.09, -0.35), at, c.flip, fur);
  shape(canvas, ellipse(-0.63, -0.25, 0.08, 0.06, -0.35), at, c.flip, pale);
  // Legs, body, chest.
  for (const x of [-0.2, -0.12, 0.12, 0.2]) {
    shape(
      canvas,
      [
        [x - 0.025, -0.1],
        [x + 0.025, -0.1],
        [x + 0.02, 0],
        [x - 0.02, 0],
      ],
      at,
      c.flip,
      dark,
    );
  }
  shape(canvas, ellipse(0, -0.2, 0.28, 0.12), at, c.flip, fur);
  shape(canvas, ellipse(0.22, -0.22, 0.08, 0.1), at, c.flip, pale);
  // Head, pointed snout and ears.
  shape(canvas, ellipse(0.3, -0.38, 0.1, 0.09), at, c.flip, fur);
  shape(
    canvas,
    [
      [0.36, -0.42],
      [0.52, -0.35],
      [0.36, -0.31],
    ],
    at,
    c.flip,
    fur,
  );
  shape(
    canvas,
    [
      [0.5, -0.37],
      [0.53, -0.35],
      [0.5, -0.33],
    ],
    at,
    c.flip,
    dark,
  );
  shape(
    canvas,
    [
      [0.22, -0.42],
      [0.25, -0.58],
      [0.3, -0.44],
    ],
    at,
    c.flip,
    fur,
  );
  shape(
    canvas,
    [
      [0.3, -0.44],
      [0.35, -0.58],
      [0.37, -0.42],
    ],
    at,
    c.flip,
    fur,
  );
  shape(canvas, ellipse(0.35, -0.4, 0.015, 0.015), at, c.flip, dark);
};

const drawHouse: Draw = (canvas, light, at, c) => {
  shape(
    canvas,
    [
      [-0.35, 0],
      [0.35, 0],
      [0.35, -0.4],
      [-0.35, -0.4],
    ],
    at,
    c.flip,
    lit(colour("#d8c7a6"), light),
  );
  shape(
    canvas,
    [
      [-0.43, -0.38],
      [0.43, -0.38],
      [0, -0.72],
    ],
    at,
    c.flip,
    lit(colour("#8b2f2a"), light),
  );
  shape(
    canvas,
    [
      [0.17, -0.6],
      [0.25, -0.6],
      [0.25, -0.78],
      [0.17, -0.78],
    ],
    at,
    c.flip,
    lit(colour("#5a4a3f"), light),
  );
  shape(
    canvas,
    [
      [-0.06, 0],
      [0.06, 0],
      [0.06, -0.2],
      [-0.06, -0.2],
    ],
    at,
    c.flip,
    lit(colour("#4a2f1f"), light),
  );
  const window = light.level < 0.6 ? colour("#ffd27a") : colour("#7fb6e6");
  for (const x of [-0.24, 0.14]) {
    shape(
      canvas,
      [
        [x, -0.18],
        [x + 0.1, -0.18],
        [x + 0.1, -0.3],
        [x, -0.3],
      ],
      at,
      c.flip,
      window,
    );
  }
};

const drawLighthouse: Draw = (canvas, light, at, c) => {
  shape(
    canvas,
    [
      [-0.3, 0.02],
      [0.3, 0.02],
      [0.22, -0.12],
      [-0.22, -0.12],
    ],
    at,
    c.flip,
    lit(colour("#4b4b52"), light),
  );
  const bands = [colour("#f2f2f2"), colour("#c8362f")];
  for (let band = 0; band < 5; band += 1) {
    const y0 = -0.12 - band * 0.14;
    const y1 = y0 - 0.14;
    const w0 = 0.14 - band * 0.014;
    const w1 = w0 - 0.014;
    shape(
      canvas,
      [
        [-w0, y0],
        [w0, y0],
        [w1, y1],
        [-w1, y1],
      ],
      at,
      c.flip,
      lit(bands[band % 2]!, light),
    );
  }
  shape(
    canvas,
    [
      [-0.08, -0.82],
      [0.08, -0.82],
      [0.08, -0.92],
      [-0.08, -0.92],
    ],
    at,
    c.flip,
    colour("#fff3b0"),
  );
  shape(
    canvas,
    [
      [-0.11, -0.92],
      [0.11, -0.92],
      [0, -1.02],
    ],
    at,
    c.flip,
    lit(colour("#2b2b30"), light),
  );
  const [lamp] = place([[0, -0.87]], at, c.flip);
  addGlow(
    canvas,
    lamp![0],
    lamp![1],
    at.size * (0.25 + (1 - light.level) * 0.35),
    colour("#fff1a8"),
    0.9,
  );
};

const drawTree: Draw = (canvas, light, at, c) => {
  shape(
    canvas,
    [
      [-0.05, 0],
      [0.05, 0],
      [0.04, -0.4],
      [-0.04, -0.4],
    ],
    at,
    c.flip,
    lit(colour("#5a3b22"), light),
  );
  const leaves = lit(colour("#2f7d32"), light);
  shape(canvas, ellipse(0, -0.62, 0.3, 0.26), at, c.flip, leaves);
  shape(canvas, ellipse(-0.2, -0.48, 0.18, 0.15), at, c.flip, leaves);
  shape(canvas, ellipse(0.2, -0.5, 0.18, 0.15), at, c.flip, leaves);
  shape(canvas, ellipse(-0.08, -0.7, 0.14, 0.1), at, c.flip, lit(colour("#4fa64f"), light), 0.6);
};

const drawCity: Draw = (canvas, light, at, c) => {
  const night = light.level < 0.6;
  const wall = lit(colour("#5b6577"), light);
  const glass = night ? colour("#ffd98a") : colour("#a9cdee");
  const count = 9;
  for (let k = 0; k < count; k += 1) {
    const x0 = -1.1 + (k * 2.2) / count;
    const x1 = x0 + 2.2 / count - 0.03;
    const top = -0.35 - c.random() * 0.75;
    shape(
      canvas,
      [
        [x0, 0],
        [x1, 0],
        [x1, top],
        [x0, top],
      ],
      at,
      false,
      mixColour(wall, colour("#000000"), c.random() * 0.35),
    );
    for (let y = -0.06; y > top + 0.06; y -= 0.09) {
      for (let x = x0 + 0.035; x < x1 - 0.05; x += 0.07) {
        if (c.random() < (night ? 0.55 : 0.8)) {
          shape(
            canvas,
            [
              [x, y],
              [x + 0.035, y],
              [x + 0.035, y - 0.045],
              [x, y - 0.045],
            ],
            at,
            false,
            glass,
            night ? 1 : 0.7,
          );
        }
      }
    }
  }
};

const drawRobot: Draw = (canvas, light, at, c) => {
  const metal = lit(colour("#9aa7b8"), light);
  const dark = lit(colour("#3d4654"), light);
  for (const x of [-0.12, 0.05]) {
    shape(
      canvas,
      [
        [x, 0],
        [x + 0.07, 0],
        [x + 0.07, -0.22],
        [x, -0.22],
      ],
      at,
      c.flip,
      dark,
    );
  }
  shape(
    canvas,
    [
      [-0.2, -0.2],
      [0.2, -0.2],
      [0.2, -0.55],
      [-0.2, -0.55],
    ],
    at,
    c.flip,
    metal,
  );
  shape(
    canvas,
    [
      [-0.3, -0.25],
      [-0.22, -0.25],
      [-0.22, -0.5],
      [-0.3, -0.5],
    ],
    at,
    c.flip,
    dark,
  );
  shape(
    canvas,
    [
      [0.22, -0.25],
      [0.3, -0.25],
      [0.3, -0.5],
      [0.22, -0.5],
    ],
    at,
    c.flip,
    dark,
  );
  shape(
    canvas,
    [
      [-0.14, -0.58],
      [0.14, -0.58],
      [0.14, -0.8],
      [-0.14, -0.8],
    ],
    at,
    c.flip,
    metal,
  );
  shape(
    canvas,
    [
      [-0.01, -0.8],
      [0.01, -0.8],
      [0.01, -0.9],
      [-0.01, -0.9],
    ],
    at,
    c.flip,
    dark,
  );
  for (const [x, y] of place(
    [
      [-0.06, -0.7],
      [0.06, -0.7],
      [0, -0.92],
    ],
    at,
    c.flip,
  )) {
    addGlow(canvas, x, y, at.size * 0.05, colour("#7dd3fc"), 1);
  }
  shape(canvas, ellipse(0, -0.38, 0.08, 0.08), at, c.flip, colour("#38bdf8"), 0.8);
};

const drawPlanet: Draw = (canvas, _light, at, c) => {
  const [centre] = place([[0, -0.55]], at, c.flip);
  const [x, y] = centre!;
  const r = at.size * 0.32;
  addGlow(canvas, x, y, r * 1.6, colour("#818cf8"), 0.35);
  fillPolygon(canvas, ellipsePoints(x, y, r, r), colour("#c9824a"));
  for (const [dy, tone] of [
    [-0.35, "#e0a66c"],
    [0.1, "#a8633a"],
    [0.45, "#e0a66c"],
  ] as const) {
    fillPolygon(
      canvas,
      ellipsePoints(x, y + dy * r, r * Math.sqrt(1 - dy * dy), r * 0.08),
      colour(tone),
      0.8,
    );
  }
  // A ring: its far half behind would be hidden, so only the band in front is drawn.
  const ring = ellipsePoints(x, y, r * 1.7, r * 0.35, -0.25, 96);
  const inner = ellipsePoints(x, y, r * 1.35, r * 0.25, -0.25, 96);
  fillPolygon(
    canvas,
    [...ring, ring[0]!, ...inner.reverse(), inner[inner.length - 1]!],
    colour("#e8d3a8"),
    0.75,
  );
};

const SUBJECT_DRAW: Record<Subject, Draw> = {
  boat: drawBoat(false),
  fox: drawFox,
  house: drawHouse,
  lighthouse: drawLighthouse,
  tree: drawTree,
  city: drawCity,
  robot: drawRobot,
  planet: drawPlanet,
};

/** How tall each subject stands, as a fraction of the picture's height. */
const SUBJECT_SIZE: Record<Subject, number> = {
  boat: 0.5,
  fox: 0.55,
  house: 0.5,
  lighthouse: 0.55,
  tree: 0.6,
  city: 0.45,
  robot: 0.55,
  planet: 0.9,
};

function drawSky(canvas: Canvas, light: Light, scene: SceneWords, c: Composition): void {
  const space = scene.setting === "space";
  fillGradient(
    canvas,
    space ? colour("#02030c") : light.skyTop,
    space ? colour("#0b0a24") : light.skyHorizon,
  );
  const { width, height } = canvas;
  const horizonY = height * c.horizon;
  if (light.stars || space) {
    for (let k = 0; k < 160; k += 1) {
      const x = c.random() * width;
      const y = c.random() * (space ? height : horizonY);
      addGlow(
        canvas,
        x,
        y,
        Math.max(1, width * 0.003 * (0.5 + c.random())),
        colour("#ffffff"),
        0.5 + c.random() * 0.5,
      );
    }
  }
  if (space) return;
  const discX = width * c.lightX;
  const discY = horizonY * c.lightY;
  const r = Math.min(width, height) * 0.06;
  addGlow(canvas, discX, discY, r * 6, light.disc, 0.35);
  fillPolygon(canvas, ellipsePoints(discX, discY, r, r), light.disc);
}

/** Peaks behind the ground, snow-capped. */
function drawPeaks(canvas: Canvas, light: Light, scene: SceneWords, c: Composition): void {
  const { width, height } = canvas;
  const horizonY = height * c.horizon;
  // Peaks behind the ground, snow-capped in the cold.
  const peaks = 4;
  for (let k = 0; k < peaks; k += 1) {
    const x = width * (k / (peaks - 1)) + (c.random() - 0.5) * width * 0.2;
    const top = horizonY - height * (0.15 + c.random() * 0.2);
    const half = width * (0.2 + c.random() * 0.1);
    const rock = lit(scene.setting === "snow" ? colour("#8796ad") : colour("#5d6b78"), light);
    fillPolygon(
      canvas,
      [
        [x - half, horizonY],
        [x, top],
        [x + half, horizonY],
      ],
      rock,
    );
    const cap = (horizonY - top) * 0.3;
    fillPolygon(
      canvas,
      [
        [x - half * 0.3, top + cap],
        [x, top],
        [x + half * 0.3, top + cap],
      ],
      lit(colour("#f4f7fb"), light),
    );
  }
}

/** Water to the foot of the picture, with the sun's or moon's path on it. */
function drawWater(canvas: Canvas, light: Light, scene: SceneWords, c: Composition): void {
  const { width, height } = canvas;
  const horizonY = height * c.horizon;
  const sky = mixColour(light.skyHorizon, light.skyTop, 0.3);
  const deep = lit(GROUNDS[scene.setting], light);
  for (let y = Math.floor(horizonY); y < height; y += 1) {
    const t = (y - horizonY) / Math.max(1, height - horizonY);
    fillPolygon(
      canvas,
      [
        [0, y],
        [width, y],
        [width, y + 1],
        [0, y + 1],
      ],
      mixColour(mixColour(sky, deep, 0.45), deep, t),
    );
  }
  // The sun's or moon's path on the water.
  for (let k = 0; k < 40; k += 1) {
    const y = horizonY + (height - horizonY) * c.random() ** 1.5;
    const spread = width * (0.02 + ((y - horizonY) / height) * 0.25);
    const x = width * c.lightX + (c.random() - 0.5) * spread * 2;
    const len = width * (0.02 + c.random() * 0.05);
    fillPolygon(
      canvas,
      [
        [x - len, y],
        [x + len, y],
        [x + len, y + Math.max(1, height * 0.004)],
        [x - len, y + Math.max(1, height * 0.004)],
      ],
      light.disc,
      0.5,
    );
  }
  if (scene.setting === "river") drawFarBank(canvas, light, c);
  return;
}

/** Rolling land, and what grows or lies on it. */
function drawLand(canvas: Canvas, light: Light, scene: SceneWords, c: Composition): void {
  const { width, height } = canvas;
  const horizonY = height * c.horizon;
  const ground = lit(GROUNDS[scene.setting], light);
  // Rolling land, nearer and lighter at the bottom.
  const crest: Point[] = [];
  for (let x = 0; x <= width; x += Math.max(1, width / 64)) {
    crest.push([
      x,
      horizonY + Math.sin((x / width) * Math.PI * 2 + c.random() * 0.2) * height * 0.012,
    ]);
  }
  fillPolygon(canvas, [...crest, [width, height], [0, height]], ground);
  fillPolygon(
    canvas,
    [
      [0, height * 0.85],
      [width, height * 0.8],
      [width, height],
      [0, height],
    ],
    mixColour(ground, colour("#ffffff"), 0.08),
  );
  if (scene.setting === "forest") {
    for (let k = 0; k < 14; k += 1) {
      const x = c.random() * width;
      const base = horizonY + c.random() * height * 0.08;
      const h = height * (0.12 + c.random() * 0.12);
      fillPolygon(
        canvas,
        [
          [x - h * 0.25, base],
          [x, base - h],
          [x + h * 0.25, base],
        ],
        lit(colour("#173d22"), light),
      );
    }
  }
  if (scene.setting === "desert") {
    for (let k = 0; k < 3; k += 1) {
      const cx = width * (0.2 + k * 0.3);
      fillPolygon(
        canvas,
        ellipsePoints(cx, horizonY + height * 0.05, width * 0.3, height * 0.06),
        lit(colour("#e6b86e"), light),
        0.7,
      );
    }
  }
  if (scene.setting === "snow") {
    for (let k = 0; k < 120; k += 1) {
      addGlow(
        canvas,
        c.random() * width,
        c.random() * height,
        Math.max(1, width * 0.004),
        colour("#ffffff"),
        0.8,
      );
    }
  }
}

function drawGround(canvas: Canvas, light: Light, scene: SceneWords, c: Composition): void {
  if (scene.setting === "space") return;
  if (scene.setting === "mountains" || scene.setting === "snow") drawPeaks(canvas, light, scene, c);
  if (WATER.has(scene.setting)) drawWater(canvas, light, scene, c);
  else drawLand(canvas, light, scene, c);
}

/** A low far shore with palms, as on a lagoon or the backwaters. */
function drawFarBank(canvas: Canvas, light: Light, c: Composition): void {
  const { width, height } = canvas;
  const horizonY = height * c.horizon;
  const bank = lit(colour("#1f3b22"), light);
  fillPolygon(
    canvas,
    [
      [0, horizonY - height * 0.02],
      [width, horizonY - height * 0.015],
      [width, horizonY + 1],
      [0, horizonY + 1],
    ],
    bank,
  );
  for (let k = 0; k < 9; k += 1) {
    const x = c.random() * width;
    const h = height * (0.08 + c.random() * 0.08);
    const lean = (c.random() - 0.5) * h * 0.4;
    fillPolygon(
      canvas,
      [
        [x - 1, horizonY],
        [x + 1, horizonY],
        [x + lean + 1, horizonY - h],
        [x + lean - 1, horizonY - h],
      ],
      bank,
    );
    for (let f = 0; f < 6; f += 1) {
      const a = (f / 6) * Math.PI * 2;
      fillPolygon(
        canvas,
        ellipsePoints(
          x + lean + Math.cos(a) * h * 0.18,
          horizonY - h + Math.sin(a) * h * 0.06 + h * 0.04,
          h * 0.2,
          h * 0.035,
          a,
        ),
        bank,
      );
    }
  }
}

/** The whole scene for the parsed prompt, composed by the seed. */
export function drawSceneShapes(canvas: Canvas, scene: SceneWords, c: Composition): void {
  const light = LIGHTS[scene.time];
  drawSky(canvas, light, scene, c);
  drawGround(canvas, light, scene, c);
  if (!scene.subject) return;
  const { width, height } = canvas;
  const draw = scene.subject === "boat" ? drawBoat(scene.roofedBoat) : SUBJECT_DRAW[scene.subject];
  const onWater = WATER.has(scene.setting) && scene.subject !== "planet";
  const base =
    scene.subject === "planet"
      ? height * 0.85
      : height * (c.horizon + (onWater ? 0.12 : 0.2) * (1 - c.horizon) * 2.2);
  const size = height * SUBJECT_SIZE[scene.subject] * c.scale;
  const at = {
    x: width * (scene.subject === "city" ? 0.5 : c.subjectX),
    base: Math.min(base, height * 0.95),
    size,
  };
  draw(canvas, light, at, c);
  if (onWater) drawReflection(canvas, at.base, Math.min(height, at.base + size * 0.5));
}

/** The rows above the waterline mirrored below it, faint and broken by ripples. */
function drawReflection(canvas: Canvas, waterline: number, bottom: number): void {
  const { width, rgb } = canvas;
  const line = Math.round(waterline);
  for (let y = line + 1; y < bottom; y += 1) {
    const source = line - (y - line);
    if (source < 0) break;
    const fade = 0.45 * (1 - (y - line) / Math.max(1, bottom - line));
    const shift = Math.round(Math.sin(y * 0.9) * 2);
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(width - 1, Math.max(0, x + shift));
      const from = (source * width + sx) * 3;
      const to = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch += 1)
        rgb[to + ch] = rgb[to + ch]! * (1 - fade) + rgb[from + ch]! * fade;
    }
  }
}
