import { secondsText } from "#contract/ai-call-rules";
import { useCallStore } from "../call-store";
import { latencyPercentiles } from "./latency";
import { WEB_CALL_TEXTS } from "./web-call-texts";

/** A call held in the browser: the median and 90th percentile of each step of the AI's answers. */
export function LatencySummary() {
  const conversation = useCallStore((state) => state.conversation);
  const rows = latencyPercentiles(conversation);
  if (rows.length === 0) return null;
  return (
    <details className="mt-3 text-sm text-muted-foreground">
      <summary className="cursor-pointer select-none">{WEB_CALL_TEXTS.latencyHeading}</summary>
      <table className="mt-2 tabular-nums">
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left font-medium">
              From the end of your words to
            </th>
            <th scope="col" className="pr-4 text-right font-medium">
              usually (p50)
            </th>
            <th scope="col" className="text-right font-medium">
              nearly always (p90)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ step, label, p50, p90 }) => (
            <tr key={step}>
              <th scope="row" className="pr-4 text-left font-normal">
                {label}
              </th>
              <td className="pr-4 text-right">{secondsText(p50)}</td>
              <td className="text-right">{secondsText(p90)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
