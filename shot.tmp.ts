import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] })
const [w, h, path, out, from, to] = [Number(process.argv[2]), 900, process.argv[3], process.argv[4], Number(process.argv[5]), Number(process.argv[6])]
const page = await browser.newPage({ viewport: { width: w, height: h } })
await page.goto('http://127.0.0.1:4398' + path)
await page.waitForTimeout(300)
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)) } window.scrollTo(0, 0) })
await page.waitForTimeout(2500)
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: from, width: w, height: to - from } })
await browser.close()
