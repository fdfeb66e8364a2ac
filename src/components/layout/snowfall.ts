// A light snowfall drawn on one 2D canvas: a few hundred dots, one pass per frame, capped at
// 30 frames a second, so it costs well under a millisecond of main-thread time per frame.

export type SnowfallOptions = { count: number; colors: readonly string[] };
export type Snowfall = { pause: () => void; resume: () => void; stop: () => void };

type Flake = {
  x: number;
  y: number;
  radius: number;
  speed: number;
  drift: number;
  phase: number;
  alpha: number;
  color: string;
};

const FRAME_MS = 1000 / 30;

function randomBetween(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

export function startSnowfall(canvas: HTMLCanvasElement, options: SnowfallOptions): Snowfall {
  const context = canvas.getContext("2d");
  if (!context) return { pause() {}, resume() {}, stop() {} };
  let width = 0;
  let height = 0;

  function resize(): void {
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = width;
    canvas.height = height;
  }
  resize();

  const flake = (y: number): Flake => ({
    x: Math.random() * width,
    y,
    radius: randomBetween(0.6, 2.4),
    speed: randomBetween(0.3, 1.2),
    drift: randomBetween(2, 6),
    phase: Math.random() * Math.PI * 2,
    alpha: randomBetween(0.12, 0.45),
    color: options.colors[Math.floor(Math.random() * options.colors.length)] ?? "#fff",
  });
  const flakes = Array.from({ length: options.count }, () => flake(Math.random() * height));

  let frame = 0;
  let last = 0;
  let running = true;

  function draw(time: number): void {
    frame = requestAnimationFrame(draw);
    if (time - last < FRAME_MS) return;
    last = time;
    context!.clearRect(0, 0, width, height);
    for (const f of flakes) {
      f.y += f.speed;
      f.phase += 0.02;
      if (f.y - f.radius > height) Object.assign(f, flake(-f.radius));
      context!.globalAlpha = f.alpha;
      context!.fillStyle = f.color;
      context!.beginPath();
      context!.arc(f.x + Math.sin(f.phase) * f.drift, f.y, f.radius, 0, Math.PI * 2);
      context!.fill();
    }
  }

  frame = requestAnimationFrame(draw);
  window.addEventListener("resize", resize);
  return {
    pause() {
      if (!running) return;
      running = false;
      cancelAnimationFrame(frame);
    },
    resume() {
      if (running) return;
      running = true;
      frame = requestAnimationFrame(draw);
    },
    stop() {
      running = false;
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
    },
  };
}
