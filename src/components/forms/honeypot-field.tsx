import type { ComponentProps } from "react";

/**
 * A field people never see or reach: off-screen rather than display:none, because simple bots
 * skip hidden inputs. Whatever lands in it marks the submission as spam on the server.
 */
export function HoneypotField(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <div aria-hidden className="sr-only">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
