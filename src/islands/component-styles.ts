// The stylesheets of every component of the public site. Imported after the base stylesheet, so that
// the component styles win ties; islands load only code, their styles are already in the page.
import.meta.glob(
  ['../ui/**/*.css', '../forms/**/*.css', '../layout/**/*.css', '../render/*.css', '../blocks/*/*.css'],
  {
    eager: true,
  },
)
