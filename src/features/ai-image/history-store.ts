import { useEffect } from "react";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { after, deferred } from "@/lib/deferred";
import { IMAGE_HISTORY, type ImageModelId } from "#contract/ai-image-rules";

export type HistoryItem = {
  /** Time-based: the moment the picture arrived, in milliseconds. */
  id: number;
  timestamp: string;
  prompt: string;
  /** The model asked for. */
  model: ImageModelId;
  /** What drew the picture, as the server reported it; absent in items kept before it did. */
  model_label?: string;
  /** A small copy of the picture (data URL), or empty when none could be kept. */
  image: string;
  /** What makes the picture again; absent in items kept before they were recorded. */
  seed?: number;
  width?: number;
  height?: number;
  /** Seconds the picture took; absent in items kept before it was recorded. */
  generation_time?: number;
  /** Drawn by the demo renderer, not by the model. */
  demo?: boolean;
};

type HistoryState = {
  items: HistoryItem[];
  add: (item: HistoryItem) => void;
  remove: (id: number) => void;
  clear: () => void;
};

type StoredHistory = { state: { items: HistoryItem[] }; version?: number };

/**
 * Local storage that never throws: when the quota is full, pictures are dropped from the oldest
 * items until the list fits, and when even that fails the list is simply not saved.
 */
export const forgivingStorage: StateStorage = {
  getItem: (name) => {
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    let parsed: StoredHistory | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        localStorage.setItem(name, parsed ? JSON.stringify(parsed) : value);
        return;
      } catch {
        parsed ??= JSON.parse(value) as StoredHistory;
        const items = parsed.state.items;
        const withImage = items.findLastIndex((item) => item.image !== "");
        if (withImage === -1 || attempt > items.length) return;
        items[withImage] = { ...items[withImage]!, image: "" };
      }
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};

/**
 * The latest entries, of which only those on show keep their picture: the others are never seen,
 * and leave the browser's storage to pictures large enough to be looked at again.
 */
function withPicturesShown(items: HistoryItem[]): HistoryItem[] {
  return items
    .slice(0, IMAGE_HISTORY.kept)
    .map((item, index) => (index < IMAGE_HISTORY.shown ? item : { ...item, image: "" }));
}

/** The full pictures kept beside the history: not needed before a picture is made or opened. */
export const fullPictures = deferred(() => import("./full-pictures"));

/** The full pictures kept beside the history follow the entries on show. */
function keepFullPicturesOf(items: HistoryItem[]): void {
  const ids = items.slice(0, IMAGE_HISTORY.shown).map((item) => item.id);
  void fullPictures.load().then(
    (kept) => kept.keepOnlyFullPictures(ids),
    () => undefined,
  );
}

export const useHistoryStore = create<HistoryState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        set((state) => ({ items: withPicturesShown([item, ...state.items]) }));
        keepFullPicturesOf(get().items);
      },
      remove: (id) => {
        set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
        keepFullPicturesOf(get().items);
      },
      clear: () => {
        set({ items: [] });
        useHistoryStore.persist.clearStorage();
        keepFullPicturesOf([]);
      },
    }),
    {
      name: IMAGE_HISTORY.storageKey,
      storage: createJSONStorage(() => forgivingStorage),
      partialize: (state) => ({ items: state.items }),
      // Read once the page has painted (`useStoredHistory`), not as this module is evaluated:
      // the prerendered grid is empty, and the render that hydrates it must be too.
      skipHydration: true,
    },
  ),
);

/** Reads the stored history into the grid once the page has painted. */
export function useStoredHistory(): void {
  useEffect(() => after("paint", () => void useHistoryStore.persist.rehydrate()), []);
}
