/**
 * What the chat widget does when `chat:` in site.yaml leaves an option out; the schema's defaults come from here.
 * Its texts left out are the product's words in the page's language (chatStatus, chatGreeting, chatPlaceholder).
 */
export const chatDefaults = {
  messageDelay: 2,
  allowClickAway: false,
  allowEsc: false,
  notification: true,
  notificationDelay: 60,
  notificationLoop: 0,
  notificationSound: false,
  notificationSoundSrc: '/sounds/notification.wav',
  chatboxHeight: 320,
  darkMode: false,
} as const
