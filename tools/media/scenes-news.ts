// News pictures (16:9), one per article (kernel/content/news.ts): each shows what the article is about.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { glows, litBackdrop, vignette } from "./motifs-light";
import {
  floating,
  inset,
  lineChart,
  phoneFrame,
  sparkle,
  textBar,
  tick,
  type Box,
} from "./motifs-ui";
import { sceneGroup } from "./scene";
import { cardWidths } from "./scenes-cards";
import { exteriorDesign } from "./scenes-gallery";
import { el, group, n, polyline, roundRect } from "./svg";

const mint = hue.teal;
const periwinkle = hue.indigo;

const field = (ctx: Ctx) =>
  litBackdrop(ctx, "#0b1228", [
    { x: ctx.w * 0.3, y: ctx.h * 0.4, rx: ctx.h * 0.7, color: mint, opacity: 0.12 },
    { x: ctx.w * 0.8, y: ctx.h * 0.7, rx: ctx.h * 0.6, color: periwinkle, opacity: 0.18 },
  ]);

// The unit for a window's contents: these cards are small, so the contents are drawn larger than
// the scene unit (1/1000 of the short side) would make them.
const detail = (ctx: Ctx) => ctx.h / 250;

// A person's head and shoulders in a circle: a caller, a colleague taking over.
const person = (cx: number, cy: number, r: number, color: string) =>
  el("circle", { cx, cy, r, fill: color, "fill-opacity": 0.2 }) +
  el("circle", { cx, cy: cy - r * 0.22, r: r * 0.32, fill: color }) +
  el("path", {
    d: `M${n(cx - r * 0.58)} ${n(cy + r * 0.62)}A${n(r * 0.58)} ${n(r * 0.5)} 0 0 1 ${n(cx + r * 0.58)} ${n(cy + r * 0.62)}Z`,
    fill: color,
  });

// Article 1: a call answered by the voice agent: the call screen, its voice, and the transcript
// ending in a hand-over to a person.
function voiceAgent(ctx: Ctx): string {
  const { w, h, rng } = ctx;
  const s = detail(ctx);
  const pw = w * 0.2;
  const ph = phoneFrame(ctx, w * 0.1, h * 0.5 - pw * 1.02, pw, mint);
  const sc = ph.screen;
  const u = sc.w / 100;
  let call = person(sc.x + 50 * u, sc.y + 46 * u, 20 * u, periwinkle);
  call += textBar(sc.x + 26 * u, sc.y + 74 * u, 48 * u, 5 * u, ink.text, 0.85);
  call += textBar(sc.x + 36 * u, sc.y + 84 * u, 28 * u, 4 * u, mint, 0.85);
  // The agent speaking: a live waveform across the screen.
  const bars = 24;
  for (let i = 0; i < bars; i++) {
    const t = i / (bars - 1);
    const a = (0.15 + 0.85 * Math.sin(t * Math.PI) ** 1.5) * (0.4 + 0.6 * rng.next());
    const bh = 34 * u * a;
    call += roundRect(
      sc.x + (10 + i * 3.4) * u,
      sc.y + 118 * u - bh / 2,
      2 * u,
      bh,
      1 * u,
      mint,
      0.9,
    );
  }
  call += el("circle", { cx: sc.x + 30 * u, cy: sc.y + 166 * u, r: 10 * u, fill: ink.raised });
  call += el("circle", { cx: sc.x + 70 * u, cy: sc.y + 166 * u, r: 10 * u, fill: hue.rose });
  // The transcript, caller on the left, agent (with its mark) on the right.
  const panel: Box = { x: w * 0.4, y: h * 0.1, w: w * 0.54, h: h * 0.8 };
  const transcript = floating(ctx, panel, periwinkle, (b) => {
    const rows: ["caller" | "agent", number][] = [
      ["caller", 0.62],
      ["agent", 0.8],
      ["caller", 0.5],
      ["agent", 0.72],
    ];
    let out = "";
    let y = b.y + 12 * s;
    rows.forEach(([who, len]) => {
      const bw = (b.w - 28 * s) * len;
      const bh = 25 * s;
      const agent = who === "agent";
      const x = agent ? b.x + b.w - 14 * s - bw : b.x + 14 * s;
      out += roundRect(x, y, bw, bh, 9 * s, agent ? mix(mint, ink.night, 0.65) : ink.raised);
      out += textBar(x + 10 * s, y + 6 * s, bw - 32 * s, 5 * s, ink.text, 0.75);
      out += textBar(x + 10 * s, y + 15 * s, (bw - 32 * s) * 0.6, 5 * s, ink.text, 0.5);
      if (agent) out += sparkle(x + bw - 11 * s, y + 9 * s, 5 * s, mint);
      y += bh + 7 * s;
    });
    // The hand-over: a colleague joins the call.
    out += el("rect", {
      x: b.x + 14 * s,
      y,
      width: b.w - 28 * s,
      height: 26 * s,
      rx: 13 * s,
      fill: hue.amber,
      "fill-opacity": 0.08,
      stroke: hue.amber,
      "stroke-opacity": 0.8,
      "stroke-width": ctx.lw(1.5),
      "stroke-dasharray": `${n(ctx.lw(5))} ${n(ctx.lw(4))}`,
    });
    out += person(b.x + 28 * s, y + 13 * s, 9 * s, hue.amber);
    out += textBar(b.x + 44 * s, y + 10.5 * s, b.w * 0.5, 5 * s, hue.amber, 0.9);
    return out;
  });
  const tx = panel.x;
  return (
    field(ctx) +
    el("path", {
      d: `M${n(w * 0.1 + pw)} ${n(h * 0.5)}C${n(w * 0.36)} ${n(h * 0.5)} ${n(w * 0.34)} ${n(h * 0.3)} ${n(tx)} ${n(h * 0.3)}`,
      fill: "none",
      stroke: mint,
      "stroke-opacity": 0.5,
      "stroke-width": ctx.lw(1.5),
      "stroke-dasharray": `${n(ctx.lw(3))} ${n(ctx.lw(6))}`,
    }) +
    ph.frame +
    group(call, { "clip-path": ph.clip }) +
    transcript.out +
    vignette(ctx, 0.4)
  );
}

// Article 2: the villa rendering at golden hour; the last tiles of the frame are still coming in,
// and the sun's path is set for the evening.
function villaRender(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const view = floating(
    ctx,
    { x: w * 0.05, y: h * 0.07, w: w * 0.9, h: h * 0.84 },
    periwinkle,
    (b) => {
      const scene: Box = { x: b.x, y: b.y, w: b.w, h: b.h - 40 * s };
      let out = inset(ctx, scene, exteriorDesign);
      // Unrendered buckets at the bottom right, and the two being rendered now.
      const cols = 10;
      const rows = 6;
      const tw = scene.w / cols;
      const th = scene.h / rows;
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) {
          const order = r * cols + c;
          if (order < 46) continue;
          const x = scene.x + c * tw;
          const y = scene.y + r * th;
          const active = order < 48;
          out += el("rect", {
            x,
            y,
            width: tw,
            height: th,
            fill: active ? "none" : "#0a0e1a",
            "fill-opacity": 0.92,
            stroke: active ? hue.amber : ink.line,
            "stroke-width": lw(active ? 2 : 1),
          });
          if (active)
            for (const [cx, cy] of [
              [0, 0],
              [1, 0],
              [0, 1],
              [1, 1],
            ] as const)
              out += el("path", {
                d: polyline([
                  { x: x + tw * cx, y: y + th * cy + (cy ? -10 : 10) * s },
                  { x: x + tw * cx, y: y + th * cy },
                  { x: x + tw * cx + (cx ? -10 : 10) * s, y: y + th * cy },
                ]),
                fill: "none",
                stroke: "#ffffff",
                "stroke-width": lw(2.5),
              });
        }
      // The sun's path across the sky, its handle at evening.
      const arc = `M${n(scene.x + scene.w * 0.1)} ${n(scene.y + scene.h * 0.55)}Q${n(scene.x + scene.w * 0.5)} ${n(scene.y - scene.h * 0.25)} ${n(scene.x + scene.w * 0.92)} ${n(scene.y + scene.h * 0.5)}`;
      out += el("path", {
        d: arc,
        fill: "none",
        stroke: hue.amber,
        "stroke-opacity": 0.6,
        "stroke-width": lw(1.5),
        "stroke-dasharray": `${n(lw(4))} ${n(lw(5))}`,
      });
      out += el("circle", {
        cx: scene.x + scene.w * 0.82,
        cy: scene.y + scene.h * 0.33,
        r: 10 * s,
        fill: hue.amber,
        stroke: "#ffffff",
        "stroke-width": lw(2),
      });
      // Progress of the frame.
      const bar = b.y + b.h - 20 * s;
      out += roundRect(b.x, b.y + b.h - 40 * s, b.w, 40 * s, 0, ink.deep, 0.9);
      out += textBar(b.x + 20 * s, bar - 4 * s, 70 * s, 8 * s, ink.muted, 0.6);
      out += roundRect(b.x + 110 * s, bar - 3 * s, b.w - 140 * s, 6 * s, 3 * s, ink.muted, 0.25);
      out += roundRect(
        b.x + 110 * s,
        bar - 3 * s,
        (b.w - 140 * s) * 0.78,
        6 * s,
        3 * s,
        hue.amber,
        0.9,
      );
      return out;
    },
  );
  return field(ctx) + view.out + vignette(ctx, 0.35);
}

// Article 3: the factory keeps producing while its records move, batch by batch, into the new
// system, whose cut-over plan shows three phases done and the last under way.
function factoryMigration(ctx: Ctx): string {
  const { w, h, lw, defs } = ctx;
  const s = detail(ctx);
  const ground = h * 0.74;
  const fx = w * 0.05;
  const fw = w * 0.38;
  const wall = defs.linear(
    [
      [0, "#252d44"],
      [1, "#141a2a"],
    ],
    0,
    h * 0.38,
    0,
    ground,
  );
  // Saw-tooth roof, chimney, lit windows: a works that is running.
  const teeth = 4;
  let roof = `M${n(fx)} ${n(ground)}V${n(h * 0.42)}`;
  for (let i = 0; i < teeth; i++) {
    const x = fx + (fw * i) / teeth;
    roof += `L${n(x + fw / teeth)} ${n(h * 0.3)}V${n(h * 0.42)}`;
  }
  roof += `V${n(ground)}Z`;
  let factory =
    roundRect(fx + fw * 0.74, h * 0.14, fw * 0.08, h * 0.2, 0.9 * s, "#1c2336") +
    glows(ctx, [{ x: fx + fw * 0.78, y: h * 0.1, rx: h * 0.08, color: ink.muted, opacity: 0.2 }]) +
    el("path", { d: roof, fill: wall });
  for (let i = 0; i < teeth; i++)
    factory += el("path", {
      d: polyline(
        [
          { x: fx + (fw * (i + 1)) / teeth - 1.8 * s, y: h * 0.32 },
          { x: fx + (fw * (i + 1)) / teeth - 1.8 * s, y: h * 0.41 },
          { x: fx + (fw * i) / teeth + (fw / teeth) * 0.45, y: h * 0.41 },
        ],
        true,
      ),
      fill: hue.amber,
      "fill-opacity": 0.7,
    });
  for (let i = 0; i < 5; i++)
    factory += roundRect(
      fx + fw * (0.06 + i * 0.19),
      h * 0.48,
      fw * 0.12,
      h * 0.08,
      0.9 * s,
      hue.amber,
      0.55,
    );
  factory += roundRect(fx + fw * 0.38, h * 0.6, fw * 0.22, ground - h * 0.6, 0.9 * s, "#0c101c");
  // Conveyor out of the door, carrying boxes.
  const belt = ground + h * 0.06;
  factory += roundRect(fx, belt, w * 0.5, 4.5 * s, 2.2 * s, "#2d364e");
  for (let i = 0; i < 9; i++)
    factory += el("circle", {
      cx: fx + 7.2 * s + i * w * 0.056,
      cy: belt + 2.2 * s,
      r: 1.8 * s,
      fill: ink.muted,
      "fill-opacity": 0.6,
    });
  for (let i = 0; i < 4; i++)
    factory += roundRect(
      fx + w * (0.04 + i * 0.12),
      belt - 15.3 * s,
      18 * s,
      15.3 * s,
      1.4 * s,
      "#c9a77c",
      0.9,
    );
  factory += roundRect(0, belt + 4.5 * s, w * 0.5, 1.8 * s, 0, ink.line);
  // Records flowing into the new system.
  let flow = "";
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const x = w * (0.44 + 0.1 * t);
    const y = h * (0.46 - 0.06 * Math.sin(t * Math.PI));
    flow += roundRect(x, y, 11.7 * s, 6.3 * s, 1.4 * s, i % 2 ? periwinkle : mint, 0.35 + 0.6 * t);
  }
  const plan = floating(ctx, { x: w * 0.56, y: h * 0.12, w: w * 0.4, h: h * 0.74 }, mint, (b) => {
    let out = textBar(b.x + 9 * s, b.y + 8.1 * s, b.w * 0.45, 4.5 * s, ink.text, 0.85);
    out += roundRect(b.x + b.w - 46.8 * s, b.y + 6.3 * s, 37.8 * s, 9 * s, 4.5 * s, mint, 0.2);
    out += el("circle", { cx: b.x + b.w - 40.5 * s, cy: b.y + 10.8 * s, r: 2.2 * s, fill: mint });
    out += textBar(b.x + b.w - 35.1 * s, b.y + 9 * s, 21.6 * s, 3.6 * s, mint, 0.9);
    for (let i = 0; i < 4; i++) {
      const y = b.y + 32 * s + i * 24 * s;
      if (i < 3) out += tick(b.x + 15.3 * s, y, 5.4 * s);
      else
        out += el("circle", {
          cx: b.x + 15.3 * s,
          cy: y,
          r: 5 * s,
          fill: "none",
          stroke: hue.amber,
          "stroke-width": lw(2.5),
        });
      out += textBar(
        b.x + 26.1 * s,
        y - 4.5 * s,
        b.w * (0.3 + (i % 2) * 0.12),
        3.6 * s,
        ink.text,
        0.7,
      );
      out += roundRect(
        b.x + 26.1 * s,
        y + 1.8 * s,
        b.w - 40.5 * s,
        2.2 * s,
        1.1 * s,
        ink.muted,
        0.2,
      );
      out += roundRect(
        b.x + 26.1 * s,
        y + 1.8 * s,
        (b.w - 40.5 * s) * (i < 3 ? 1 : 0.6),
        2.2 * s,
        1.1 * s,
        i < 3 ? mint : hue.amber,
        0.9,
      );
    }
    // Output through the cut-over: the line never drops.
    const plot: Box = { x: b.x + 9 * s, y: b.y + b.h - 44 * s, w: b.w - 18 * s, h: 34 * s };
    out += lineChart(
      ctx,
      plot,
      [0.6, 0.64, 0.62, 0.66, 0.63, 0.67, 0.65, 0.68, 0.66],
      periwinkle,
      2,
    );
    return out;
  });
  return (
    field(ctx) +
    factory +
    group(flow, { filter: defs.glow(1.4 * s) }) +
    plan.out +
    vignette(ctx, 0.4)
  );
}

export const newsScenes = sceneGroup("news", "news", [800, 450], cardWidths, [
  [
    "Phone on a call with the AI voice agent speaking, beside the call's transcript ending as a colleague takes over",
    voiceAgent,
  ],
  [
    "Render window of a hillside house at golden hour, its last tiles still rendering under the sun's evening path",
    villaRender,
  ],
  [
    "Factory with lit windows and a running conveyor while records flow into a cut-over plan with three phases done",
    factoryMigration,
  ],
]);
