/**
 * localStorage that never throws. In a sandboxed iframe or a private window reading
 * `window.localStorage` can throw; the site then warns once and keeps its state in memory.
 */
interface SimpleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let resolved: SimpleStorage | null = null;

function memoryStorage(): SimpleStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? (map.get(k) as string) : null),
    setItem: (k, v) => { map.set(k, String(v)); },
    removeItem: (k) => { map.delete(k); },
  };
}

export function storage(): SimpleStorage {
  if (resolved) return resolved;
  if (typeof window === 'undefined') {
    throw new Error('storage() was called during server rendering; call it from an effect or an event handler');
  }
  try {
    const ls = window.localStorage;
    const probe = '__contentc_storage_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    resolved = ls;
  } catch (err) {
    console.warn('[contentc] localStorage is not available; using in-memory storage instead.', err);
    resolved = memoryStorage();
  }
  return resolved;
}

export const read = (key: string): string | null => storage().getItem(key);
export const write = (key: string, value: string): void => storage().setItem(key, value);
export const remove = (key: string): void => storage().removeItem(key);
