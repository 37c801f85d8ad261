import 'react'

// Invoker commands (HTML: `commandfor` + `command` on a button; Chromium 135, Firefox 144,
// Safari 26), not yet in React's types. React passes these lowercase attributes through as
// written; app/frame/dialogs.ts does their work where the browser does not.
declare module 'react' {
  // The type parameter must be named as in React's own declaration for the two to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
  }
}
