// swagger-ui-dist ships no types; this is the one module of it the server loads.
declare module 'swagger-ui-dist/absolute-path.js' {
  /** The package's folder of browser files (swagger-ui-bundle.js, swagger-ui.css, …). */
  export default function getAbsoluteFSPath(): string
}
