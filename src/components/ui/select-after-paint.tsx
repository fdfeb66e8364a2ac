import { Suspense } from "react";
import { deferred, useAfter } from "@/lib/deferred";
import type { OptionsSelectProps } from "./select";
import { SelectTriggerPlaceholder } from "./select-trigger-placeholder";

const OptionsSelect = deferred(() => import("./select")).component(
  (module) => module.OptionsSelect,
);

/**
 * An `OptionsSelect` in a page's first screen: the select library is fetched once the page has
 * painted, and the trigger's box holds its place until then.
 */
export function OptionsSelectAfterPaint(props: OptionsSelectProps) {
  const wanted = useAfter("paint");
  if (!wanted) return <SelectTriggerPlaceholder />;
  return (
    <Suspense fallback={<SelectTriggerPlaceholder />}>
      <OptionsSelect {...props} />
    </Suspense>
  );
}
