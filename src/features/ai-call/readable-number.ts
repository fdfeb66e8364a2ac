import { useEffect, useState } from "react";
import { deferred } from "@/lib/deferred";

// The numbering plans weigh about 29 kB: fetched when a number is first shown, not with the page.
const numberingPlans = deferred(() => import("libphonenumber-js/min"));

/** A number's digits in international format, "+91 98765 43210"; plus and digits if unknown. */
export async function readableNumber(digits: string): Promise<string> {
  const { parsePhoneNumberFromString } = await numberingPlans.load();
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

/**
 * A number as the visitor reads it back, in international format; the plus and the digits while
 * the numbering plans are on their way. Undefined while there is no number.
 */
export function useReadableNumber(digits: string | undefined): string | undefined {
  const [readable, setReadable] = useState<{ digits: string; text: string } | null>(null);
  useEffect(() => {
    if (digits === undefined) return;
    let current = true;
    readableNumber(digits).then(
      (text) => current && setReadable({ digits, text }),
      // Not fetched: the digits stay as they are.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [digits]);
  if (digits === undefined) return undefined;
  return readable?.digits === digits ? readable.text : `+${digits}`;
}
