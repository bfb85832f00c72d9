// Stylesheets are bundled by rspack's CSS support (see rspack.config.ts).
declare module '*.css';
