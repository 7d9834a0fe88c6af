import type { FormDefinition, FormField } from '../forms/schema.ts'
import { wordsToAddress } from './words/words-to-address.ts'

/** A service as its choice needs it: its name, and the address of its page. */
export interface ChoosableService {
  name: string
  link: string
}

type Option = NonNullable<FormField['options']>[number]

/**
 * The value a service's choice sends: its page's address in letters, digits and hyphens ("/gate-repairs" →
 * "gate-repairs"), the same in every language and kept when the service is renamed; from its name when its
 * link leads off the site.
 */
export function serviceChoiceValue(service: ChoosableService): string {
  const isOwnPage = service.link.startsWith('/') && service.link !== '/'
  return wordsToAddress(isOwnPage ? service.link.split('#')[0]! : service.name) || 'service'
}

/**
 * One choice for each service, named as `names` (the services as a language writes them, item by item) names
 * it, and sending the same value in every language.
 */
export function serviceOptions(
  services: readonly ChoosableService[],
  names: readonly { name: string }[] = services,
): Option[] {
  return services.map((service, at) => ({ label: names[at]?.name ?? service.name, value: serviceChoiceValue(service) }))
}

/** The services' choices, then the field's own, each value once (the first kept). */
const withoutRepeats = (options: Option[]): Option[] =>
  options.filter((option, at) => options.findIndex((other) => other.value === option.value) === at)

/**
 * The forms as visitors, the receiver, the inbox and the Excel file see them: each field with `optionsFrom:
 * services` offers the services (named as `names` names them), then the choices written under its own `options`.
 * Forms without such a field are returned as they are.
 */
export function withServiceChoices<Forms extends Record<string, FormDefinition> | undefined>(
  forms: Forms,
  services: readonly ChoosableService[],
  names: readonly { name: string }[] = services,
): Forms {
  const follows = (form: FormDefinition) => form.fields.some((field) => field.optionsFrom === 'services')
  if (!forms || !Object.values(forms).some(follows)) return forms
  const choices = serviceOptions(services, names)
  return Object.fromEntries(
    Object.entries(forms).map(([id, form]) => [
      id,
      follows(form)
        ? {
            ...form,
            fields: form.fields.map((field) =>
              field.optionsFrom === 'services'
                ? { ...field, options: withoutRepeats([...choices, ...(field.options ?? [])]) }
                : field,
            ),
          }
        : form,
    ]),
  ) as Forms
}
