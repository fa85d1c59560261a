declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}

declare const __BUILD_ID__: string
