import { availableParallelism, loadavg } from "node:os";
import { P99_TARGET_MS, routes, type Figures, type LoadSettings } from "./measure";

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** One table of figures, as Markdown: each route beside the targets it must reach. */
export function printTable(title: string, figures: Figures[]): void {
  console.log(`\n${title}\n`);
  console.log("| route | requests/s | p50 ms | p99 ms | share of bare | CPU µs/request | target |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const result of figures) {
    const route = routes.find(({ name }) => name === result.name);
    const goals = route
      ? [
          ...(route.shareOfBare ? [`≥ ${percent(route.shareOfBare)} of bare`] : []),
          `p99 < ${P99_TARGET_MS}`,
        ]
      : [];
    const met =
      !route || (result.shareOfBare >= (route.shareOfBare ?? 0) && result.p99 < P99_TARGET_MS);
    console.log(
      `| ${result.name} | ${Math.round(result.rps).toLocaleString("en")} | ${result.p50} | ${result.p99} | ` +
        `${percent(result.shareOfBare)} | ${result.cpuUs.toFixed(0)} | ` +
        `${route ? `${goals.join(", ")}: ${met ? "met" : "missed"}` : "baseline"} |` +
        (result.failed > 0 ? ` ${result.failed} failed requests` : ""),
    );
  }
}

/** The load's settings and how busy the machine was, which every figure depends on. */
export function printSettings({ rounds, durationS, connections }: LoadSettings): void {
  const [load1, load5] = loadavg();
  console.log(
    `\nautocannon: ${connections} connections; ${rounds} rounds of ${durationS} s per route after a 2 s warm-up, medians; ` +
      `load average ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min) on ${availableParallelism()} CPUs`,
  );
}
