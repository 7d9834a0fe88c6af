/** What the chat widget does when `chat:` in site.yaml leaves an option out; the schema's defaults come from here. */
export const chatDefaults = {
  statusMessage: 'Typically replies within 1 hour',
  chatMessage: 'Hello there! 🤝 How can we help?',
  placeholder: 'Type a message..',
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
