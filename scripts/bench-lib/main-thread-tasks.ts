import type { Page } from "@playwright/test";

/** One task of the page's main thread: its CPU time, and the scripts it entered. */
export type MainThreadTask = {
  /** When it started, in the trace's microseconds. */
  startUs: number;
  cpuMs: number;
  scripts: string[];
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the task cost the CPU, however busy the machine was around it. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
};

// A task of the browser's scheduler (named so in the traces of older versions, and in newer ones),
// and the events that enter a script inside one: a timer, an animation frame, an event listener or
// an idle callback calls a function; a script runs.
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const ENTRIES = new Set(["FunctionCall", "EvaluateScript", "v8.evaluateModule"]);

/**
 * Records the renderer's main thread while `during` runs and answers its tasks. Lighthouse counts
 * a task's time on its mobile run as four times the time it took on the unthrottled machine, so
 * the CPU time of a task here, times four, is what it counts.
 */
export async function mainThreadTasks(
  page: Page,
  during: () => Promise<void>,
): Promise<MainThreadTask[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once("Tracing.tracingComplete", () => resolve()),
  );
  await cdp.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,v8.execute",
    transferMode: "ReportEvents",
  });
  await during();
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();

  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`));
  const entries = onMain.filter((event) => ENTRIES.has(event.name) && event.args?.data?.url);
  return onMain
    .filter((event) => TASKS.has(event.name) && event.ph === "X" && event.dur !== undefined)
    .map((task) => ({
      startUs: task.ts,
      cpuMs: (task.tdur ?? task.dur!) / 1000,
      scripts: entries
        .filter(
          (entry) =>
            entry.pid === task.pid &&
            entry.tid === task.tid &&
            entry.ts >= task.ts &&
            entry.ts <= task.ts + task.dur!,
        )
        .map((entry) => entry.args!.data!.url!),
    }));
}
