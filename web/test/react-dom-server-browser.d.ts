// react-dom's browser server build (a web-streams renderer that runs in Node too); its
// types are those of react-dom/server.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
