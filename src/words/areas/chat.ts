import { defineWords } from '../define-words.ts'

/** Words the floating WhatsApp chat writes itself; its greeting, status line and hint are the site's to change. */
export const chatWords = defineWords({
  en: {
    chatToggle: 'Chat with {name} on WhatsApp',
    chatToggleWithBadge: 'Chat with {name} on WhatsApp, 1 new message',
    chatClose: 'Close chat',
    chatTyping: '{name} is typing…',
    chatMessageTo: 'Message to {name}',
    chatSend: 'Send message',
    chatStatus: 'Typically replies within 1 hour',
    chatGreeting: 'Hello there! 🤝 How can we help?',
    chatPlaceholder: 'Type a message..',
  },
  sw: {
    chatToggle: 'Ongea na {name} kwenye WhatsApp',
    chatToggleWithBadge: 'Ongea na {name} kwenye WhatsApp, ujumbe 1 mpya',
    chatClose: 'Funga gumzo',
    chatTyping: '{name} anaandika…',
    chatMessageTo: 'Ujumbe kwa {name}',
    chatSend: 'Tuma ujumbe',
    chatStatus: 'Kwa kawaida hujibu ndani ya saa 1',
    chatGreeting: 'Habari! 🤝 Tukusaidie vipi?',
    chatPlaceholder: 'Andika ujumbe..',
  },
})
