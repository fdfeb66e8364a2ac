// Minimal SVG writing helpers: compact numbers, shared <defs>, gradients and glow filters.

export type Point = { x: number; y: number };

// Two decimals are invisible at our sizes and keep the markup (and render time) small.
export const n = (v: number): string => String(Math.round(v * 100) / 100);

export type Attrs = Record<string, string | number | undefined>;

export function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
}

export function el(name: string, values: Attrs, children?: string): string {
  return children === undefined
    ? `<${name} ${attrs(values)}/>`
    : `<${name} ${attrs(values)}>${children}</${name}>`;
}

// A filled rectangle with round corners: the bars, cards and text lines of drawn interfaces.
export const roundRect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
  opacity?: number,
): string => el("rect", { x, y, width, height, rx, fill, "fill-opacity": opacity });

// A square centred on (cx, cy), `half` its half side: a chip, a node's box.
export const square = (cx: number, cy: number, half: number, values: Attrs): string =>
  el("rect", { x: cx - half, y: cy - half, width: half * 2, height: half * 2, ...values });

export type Stop = [offset: number, color: string, opacity?: number];

const stopsMarkup = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${n(a)}"`}/>`,
    )
    .join("");

// Collects <defs> for one document and hands out unique ids.
export class Defs {
  private items: string[] = [];
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number, user = true): string {
    const id = this.id("l");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    this.add(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  // Object-bounding-box radial gradient: the usual soft light blob.
  radial(stops: Stop[], extra = ""): string {
    const id = this.id("r");
    this.add(`<radialGradient id="${id}"${extra}>${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  // Bloom: a blurred copy under the sharp original. The region spans the canvas so thin shapes never clip.
  glow(std: number, strength = 1): string {
    const id = this.id("g");
    const { width: w, height: h } = this;
    const boost =
      strength === 1
        ? ""
        : `<feComponentTransfer in="b" result="b"><feFuncA type="linear" slope="${n(strength)}"/></feComponentTransfer>`;
    this.add(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(-w * 0.1)}" y="${n(-h * 0.1)}" width="${n(w * 1.2)}" height="${n(h * 1.2)}"><feGaussianBlur in="SourceGraphic" stdDeviation="${n(std)}" result="b"/>${boost}<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id("b");
    const { width: w, height: h } = this;
    this.add(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(-w * 0.1)}" y="${n(-h * 0.1)}" width="${n(w * 1.2)}" height="${n(h * 1.2)}"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  markup(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export function svgDocument(
  width: number,
  height: number,
  defs: Defs,
  body: string,
  outW = width,
  outH = height,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(outW)}" height="${n(outH)}" viewBox="0 0 ${n(width)} ${n(height)}">${defs.markup()}${body}</svg>`;
}

export function polyline(points: Point[], closed = false): string {
  if (points.length === 0) return "";
  const [first, ...rest] = points;
  return `M${n(first!.x)} ${n(first!.y)}${rest.map((p) => `L${n(p.x)} ${n(p.y)}`).join("")}${closed ? "Z" : ""}`;
}

// Catmull-Rom through the points, written as cubic Béziers: smooth curves from sampled data.
export function smoothPath(points: Point[], tension = 1): string {
  if (points.length < 3) return polyline(points);
  let d = `M${n(points[0]!.x)} ${n(points[0]!.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const k = tension / 6;
    d += `C${n(p1.x + (p2.x - p0.x) * k)} ${n(p1.y + (p2.y - p0.y) * k)} ${n(p2.x - (p3.x - p1.x) * k)} ${n(p2.y - (p3.y - p1.y) * k)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return d;
}

export const group = (children: string, values: Attrs = {}): string => el("g", values, children);
