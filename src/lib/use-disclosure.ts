import { useId, useState } from "react";

/**
 * A button that shows and hides a region (ARIA's disclosure pattern): whether the region is open,
 * its id for the region to carry, and the props that make a button toggle it.
 */
export function useDisclosure() {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const toggleProps = {
    "aria-expanded": open,
    "aria-controls": regionId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, regionId, toggleProps };
}
