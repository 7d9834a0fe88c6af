import type { HydrateWhen } from '../../ui/Island.tsx'

export const hydrateWhen: HydrateWhen = 'visible'
