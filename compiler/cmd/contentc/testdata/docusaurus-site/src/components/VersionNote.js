// Where the reader is among the docs versions, as a component reads it from
// Docusaurus's docs plugin, inside Docusaurus's error boundary.
import React from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import { useActiveVersion, useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';

function Note() {
  const version = useActiveVersion();
  const versions = useVersions();
  const { docs } = useDocsVersion();
  const intro = version.docs.find((doc) => doc.id === 'intro');
  return (
    <Link to={intro.path}>
      {docs.intro.title} of {version.label} ({versions.length} versions)
    </Link>
  );
}

export default function VersionNote() {
  return (
    <ErrorBoundary fallback={({ error }) => <p>No version: {error.message}</p>}>
      <Note />
    </ErrorBoundary>
  );
}
