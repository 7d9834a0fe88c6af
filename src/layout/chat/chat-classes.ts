/**
 * The chat's class names, the one place its markup (FloatingWhatsApp.tsx), its behaviour and floating-whatsapp.css
 * take them from (chat-classes.test.ts finds each in the stylesheet).
 */
export const chatClass = {
  root: 'floating-whatsapp',
  dark: 'floating-whatsapp--dark',
  icon: 'floating-whatsapp__icon',
  toggle: 'floating-whatsapp-button',
  pulse: 'floating-whatsapp-button--pulse',
  badge: 'floating-whatsapp-notification',
  box: 'floating-whatsapp-chatbox',
  header: 'floating-whatsapp-chatbox__header',
  avatar: 'floating-whatsapp-chatbox__avatar',
  who: 'floating-whatsapp-chatbox__who',
  name: 'floating-whatsapp-chatbox__name',
  status: 'floating-whatsapp-chatbox__status',
  close: 'floating-whatsapp-chatbox__close',
  body: 'floating-whatsapp-chatbox__body',
  typing: 'floating-whatsapp-chatbox__typing',
  dots: 'floating-whatsapp-chatbox__dots',
  bubble: 'floating-whatsapp-chatbox__bubble',
  message: 'floating-whatsapp-chatbox__message',
  time: 'floating-whatsapp-chatbox__time',
  footer: 'floating-whatsapp-chatbox__footer',
  input: 'floating-whatsapp-chatbox__input',
  send: 'floating-whatsapp-chatbox__send',
} as const
