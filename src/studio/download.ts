import { useState } from "react";

/** A download a button starts: busy until the file is handed over, and what failed if it did. */
export function useDownload(download: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start: () => void start() };
}
