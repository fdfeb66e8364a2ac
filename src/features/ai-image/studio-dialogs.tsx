import { GenerationOverlay } from "./generation-overlay";
import { ResultDialog } from "./result-dialog";
import type { ReusableSettings } from "./reuse-settings";

/** The dialogs a generation opens: its progress over the page, then the finished picture. */
export function StudioDialogs({ onReuse }: { onReuse: (settings: ReusableSettings) => void }) {
  return (
    <>
      <GenerationOverlay />
      <ResultDialog onReuse={onReuse} />
    </>
  );
}
