/**
 * Resolves in a task of its own, so the browser can handle input and paint before the work that
 * awaits it goes on; a promise callback alone would run in the same task. The timer calls a
 * function of ours rather than `resolve` itself, so the browser's timing entries name this code
 * as the task's script.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(() => resolve(), 0);
  });
