// Next's own copy of React, which renders the store's pages: the same API as the react package.
declare module 'next/dist/compiled/react' {
  export * from 'react';
  export { default } from 'react';
}
declare module 'next/dist/compiled/react-dom/server.node' {
  export * from 'react-dom/server';
}
