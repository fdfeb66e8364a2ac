/**
 * The full pictures of the history on show, kept in this browser's IndexedDB by history id:
 * local storage holds the history with small copies only, too small to download. Every call
 * answers quietly when the browser keeps nothing (a private window, storage refused).
 */
const DATABASE = "ai-image-pictures";
const STORE = "pictures";

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Runs `work` on the store and answers its request's result once the transaction is done. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  try {
    const transaction = (await database()).transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    return await new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB aborted"));
    });
  } catch {
    return undefined;
  }
}

/** Keeps a picture (a data URL) under its history id. */
export async function keepFullPicture(id: number, picture: string): Promise<void> {
  await withStore("readwrite", (store) => store.put(picture, id));
}

/** The full picture kept under a history id, if any. */
export async function fullPicture(id: number): Promise<string | undefined> {
  const picture = await withStore("readonly", (store) => store.get(id) as IDBRequest<unknown>);
  return typeof picture === "string" ? picture : undefined;
}

/** Drops every kept picture but those of `ids`. */
export async function keepOnlyFullPictures(ids: number[]): Promise<void> {
  const kept = await withStore("readonly", (store) => store.getAllKeys());
  const gone = (kept ?? []).filter((key) => !ids.includes(Number(key)));
  if (gone.length === 0) return;
  await withStore("readwrite", (store) => {
    let last: IDBRequest<undefined> | undefined;
    for (const key of gone) last = store.delete(key);
    return last!;
  });
}
