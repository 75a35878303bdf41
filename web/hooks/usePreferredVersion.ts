import { useCallback, useEffect, useState } from 'react';
import type { VersionInfo } from '../lib/page-types';
import { preferredVersionKey } from '../lib/keys';
import { read, remove, write } from '../lib/storage';

/**
 * The reader's preferred docs version, stored per docs plugin. A stored name that is
 * not a known version is cleared.
 */
export function usePreferredVersion(pluginId: string, versions: VersionInfo[] | null) {
  const [preferred, setPreferred] = useState<string | null>(null);
  const key = preferredVersionKey(pluginId);
  useEffect(() => {
    if (!versions) return;
    const stored = read(key);
    if (stored === null) return;
    if (versions.some((v) => v.name === stored)) setPreferred(stored);
    else remove(key);
  }, [key, versions]);
  const save = useCallback((name: string) => { write(key, name); setPreferred(name); }, [key]);
  return { preferred, save };
}
