import { useCallback, useEffect, useState } from 'react';
import type { VersionInfo } from '../lib/page-types';
import { preferredVersionKey } from '../lib/keys';
import { read, remove, write } from '../lib/storage';

/**
 * The reader's preferred docs version, stored per docs plugin. A stored name that is
 * not a known version is cleared. With persistence 'none' (themeConfig.docs.versionPersistence)
 * nothing is read or stored: the choice lasts as long as the component.
 */
export function usePreferredVersion(pluginId: string, versions: VersionInfo[] | null, persistence: 'localStorage' | 'none') {
  const [preferred, setPreferred] = useState<string | null>(null);
  const key = preferredVersionKey(pluginId);
  const persist = persistence !== 'none';
  useEffect(() => {
    if (!versions || !persist) return;
    const stored = read(key);
    if (stored === null) return;
    if (versions.some((v) => v.name === stored)) setPreferred(stored);
    else remove(key);
  }, [key, versions, persist]);
  const save = useCallback((name: string) => { if (persist) write(key, name); setPreferred(name); }, [key, persist]);
  return { preferred, save };
}
