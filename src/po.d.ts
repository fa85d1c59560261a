declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}

declare const __DATA_VERSION__: string
