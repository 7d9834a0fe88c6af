import { Type, type Static } from '@sinclair/typebox'
import { itemsNamed, labelFields, PhoneNumber, PublicFile, Text } from '../../schema/fields.ts'
import { chatDefaults } from './defaults.ts'
import { chatWords } from '../../words/areas/chat.ts'

/** The texts the chat shows when site.yaml gives none: the product's words, here in English as the schema shows them. */
const textDefaults = {
  statusMessage: chatWords.en.chatStatus,
  chatMessage: chatWords.en.chatGreeting,
  placeholder: chatWords.en.chatPlaceholder,
}

const defaults = { ...chatDefaults, ...textDefaults }

type Defaulted = keyof typeof defaults

/** The schema keywords for an option with a default: the default itself, and the description saying it. */
const defaulted = <K extends Defaulted>(key: K, description: string) => {
  const value = defaults[key]
  const shown =
    typeof value === 'boolean'
      ? `${value ? 'On' : 'Off'} unless changed here`
      : `Defaults to ${typeof value === 'string' ? `"${value}"` : String(value)}`
  return { default: value, description: `${description} ${shown}.` }
}

const cssStyle = (description: string) =>
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    'x-text-only': true,
    ...itemsNamed('CSS property'),
    description: `${description} CSS properties in camelCase, for example { backgroundColor: "#075e54", bottom: 96 }; numbers are pixels.`,
    propertyNames: Type.String({
      pattern: '^(--[A-Za-z0-9-]+|[a-zA-Z]+)$',
      expected: 'a CSS property in camelCase like "backgroundColor", or a custom property like "--fw-accent"',
    }),
  })

const cssClassNames = (description: string) =>
  Type.String({
    'x-text-only': true,
    description: `${description} Added to the default class, which stays.`,
    pattern: '^-?[_a-zA-Z][_a-zA-Z0-9-]*( +-?[_a-zA-Z][_a-zA-Z0-9-]*)*$',
    expected: 'class names separated by spaces, like "my-chat my-chat--wide"',
  })

/** `chat:` in site.yaml: the floating WhatsApp chat button on every page. */
export const chatSchema = labelFields(
  Type.Object(
    {
      phoneNumber: Type.Optional(
        PhoneNumber(
          'The WhatsApp number the chat sends to, with its country code. Defaults to the WhatsApp number in the business details.',
        ),
      ),
      accountName: Type.Optional(
        Text('The name shown at the top of the chat box. Defaults to the business name.', {
          'x-same-in-every-language': true,
        }),
      ),
      avatar: Type.Optional(
        PublicFile(
          'A small square picture shown next to the name, such as the company logo or a photo of the person who answers.',
        ),
      ),
      statusMessage: Type.Optional(Text('', defaulted('statusMessage', 'The line under the name.'))),
      chatMessage: Type.Optional(Text('', defaulted('chatMessage', 'The greeting in the chat box.'))),
      placeholder: Type.Optional(Text('', defaulted('placeholder', 'The hint inside the empty message box.'))),
      messageDelay: Type.Optional(
        Type.Number({
          minimum: 0,
          maximum: 30,
          ...defaulted(
            'messageDelay',
            'Seconds the typing dots show each time the chat opens, before the greeting. 0 skips them.',
          ),
        }),
      ),
      allowClickAway: Type.Optional(
        Type.Boolean(defaulted('allowClickAway', 'Close the chat when the visitor clicks outside it.')),
      ),
      allowEsc: Type.Optional(
        Type.Boolean(
          defaulted('allowEsc', 'Close the chat with Escape anywhere on the page (inside the chat it always works).'),
        ),
      ),
      notification: Type.Optional(
        Type.Boolean(
          defaulted(
            'notification',
            'Show a "1" badge on the button after a while, until the visitor first opens the chat.',
          ),
        ),
      ),
      notificationDelay: Type.Optional(
        Type.Number({
          minimum: 10,
          expected: 'a number of seconds of at least 10',
          ...defaulted('notificationDelay', 'Seconds before the badge shows, and between repeats. At least 10.'),
        }),
      ),
      notificationLoop: Type.Optional(
        Type.Integer({
          minimum: 0,
          ...defaulted('notificationLoop', 'How many times the badge comes back; 0 means without limit.'),
        }),
      ),
      notificationSound: Type.Optional(
        Type.Boolean(
          defaulted('notificationSound', 'Play a sound with each badge, once the visitor has touched the page.'),
        ),
      ),
      notificationSoundSrc: Type.Optional(
        PublicFile(defaulted('notificationSoundSrc', 'The sound file under public/.').description, {
          'x-text-only': true,
        }),
      ),
      chatboxHeight: Type.Optional(
        Type.Integer({
          minimum: 200,
          maximum: 800,
          ...defaulted('chatboxHeight', 'Height of the chat box in pixels; never taller than the screen.'),
        }),
      ),
      darkMode: Type.Optional(Type.Boolean(defaulted('darkMode', 'Dark colours for the chat.'))),
      style: Type.Optional(cssStyle('Extra styles for the whole chat widget.')),
      className: Type.Optional(cssClassNames('Extra class names for the whole chat widget (class floating-whatsapp).')),
      buttonStyle: Type.Optional(cssStyle('Extra styles for the round chat button.')),
      buttonClassName: Type.Optional(
        cssClassNames('Extra class names for the chat button (class floating-whatsapp-button).'),
      ),
      notificationStyle: Type.Optional(cssStyle('Extra styles for the "1" badge.')),
      notificationClassName: Type.Optional(
        cssClassNames('Extra class names for the badge (class floating-whatsapp-notification).'),
      ),
      chatboxStyle: Type.Optional(cssStyle('Extra styles for the chat box.')),
      chatboxClassName: Type.Optional(
        cssClassNames('Extra class names for the chat box (class floating-whatsapp-chatbox).'),
      ),
    },
    { additionalProperties: false, description: 'The floating WhatsApp chat button on every page.' },
  ),
  {
    phoneNumber: 'WhatsApp number',
    accountName: 'name at the top of the chat',
    avatar: 'picture beside the name',
    statusMessage: 'line under the name',
    chatMessage: 'greeting',
    placeholder: 'hint inside the empty box',
    messageDelay: 'typing dots before the greeting',
    allowClickAway: 'close when the visitor taps outside',
    allowEsc: 'close with Esc on a keyboard',
    notification: 'badge on the button',
    notificationDelay: 'seconds before the badge',
    notificationLoop: 'times the badge comes back',
    notificationSound: 'sound with the badge',
    notificationSoundSrc: 'notification sound',
    chatboxHeight: 'height of the chat box',
    darkMode: 'dark colours',
    style: 'styles of the chat',
    className: 'class names of the chat',
    buttonStyle: 'styles of the button',
    buttonClassName: 'class names of the button',
    notificationStyle: 'styles of the badge',
    notificationClassName: 'class names of the badge',
    chatboxStyle: 'styles of the chat box',
    chatboxClassName: 'class names of the chat box',
  },
)

export type ChatOptions = Static<typeof chatSchema>
