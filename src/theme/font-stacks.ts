/** Fonts every device already has, by the name site.yaml gives them; the first is the website's usual font. */
export const systemStacks = {
  'system-sans': "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  'system-serif': "Charter,'Bitstream Charter','Sitka Text',Cambria,Georgia,serif",
  'system-rounded':
    "ui-rounded,'Hiragino Maru Gothic ProN',Quicksand,Comfortaa,Manjari,'Arial Rounded MT',Calibri,sans-serif",
  'system-mono': "ui-monospace,'Cascadia Code','Source Code Pro',Menlo,Consolas,'DejaVu Sans Mono',monospace",
} as const

export type SystemFontName = keyof typeof systemStacks

export const systemFontNames = Object.keys(systemStacks) as SystemFontName[]

export const isSystemFont = (name: string): name is SystemFontName => Object.hasOwn(systemStacks, name)
