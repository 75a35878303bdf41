// Where the reader is among the docs versions, as a component reads it from
// Docusaurus's docs plugin, inside Docusaurus's error boundary.
import React from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import { useActiveVersion, useVersions } from '@docusaurus/plugin-content-docs/client';

function Note() {
  const version = useActiveVersion();
  const versions = useVersions();
  return (
    <Link to={`${version.path}/intro`}>
      The introduction of {version.label} ({versions.length} versions)
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
