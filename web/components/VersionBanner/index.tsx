import type { VersionInfo } from '../../lib/page-types';
import { usePreferredVersion } from '../../hooks/usePreferredVersion';
import { useLayout } from '../Layout/context';
import Link from '../Link';

/** Shown on docs of a version that is not the latest. */
export default function VersionBanner({ version }: { version: string }) {
  const { layout, sidebarName } = useLayout();
  const { save } = usePreferredVersion(layout.pluginId, layout.versions, layout.versionPersistence);
  const versions = layout.versions;
  const current = versions?.find((v) => v.name === version);
  const latest = versions?.find((v) => v.isLast);
  if (!current || !latest || current.isLast || !current.banner) return null;
  const href = (v: VersionInfo) => (sidebarName && v.sidebarHrefs[sidebarName]) || v.mainHref;
  return (
    <div className="alert alert-warning" role="alert">
      <p>
        {current.banner === 'unreleased'
          ? <>This is unreleased documentation for {layout.title} <b>{current.label}</b> version.</>
          : <>This is documentation for {layout.title} <b>{current.label}</b>, which is no longer actively maintained.</>}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link href={href(latest)} onClick={() => save(latest.name)}><b>latest version</b></Link> ({latest.label}).
      </p>
    </div>
  );
}
