import escape from 'escape-html'
/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: unknown): string => escape(String(value))

const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1d2b21;background:#f6f8f6;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}
a{color:#1b5e20}
.bar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-bottom:1rem}
.bar form{margin-left:auto}
.filters a{padding:.25rem .6rem;border:1px solid #1b5e20;border-radius:1rem;text-decoration:none}
.filters a[aria-current]{background:#1b5e20;color:#fff}
article{background:#fff;border:1px solid #d5ddd6;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
article.handled{background:#eef3ee;border-style:dashed}
article header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;margin-bottom:.5rem}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
button{font:inherit;padding:.4rem .9rem;border-radius:.4rem;border:1px solid #1b5e20;background:#1b5e20;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1b5e20}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.4rem;border:1px solid #6b7a6e;border-radius:.4rem;margin-bottom:.75rem}
.error{color:#b00020;font-weight:600}
:focus-visible{outline:3px solid #f9a825;outline-offset:2px}
`

/** A whole admin page; `body` must already be escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`
}
