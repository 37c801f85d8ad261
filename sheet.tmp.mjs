import { chromium } from 'playwright-core'
import { readFileSync } from 'node:fs'
const [, , out, width, ...files] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--allow-file-access-from-files'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 400 } })
const imgs = files.map((f) => `<figure style="margin:0"><img style="width:100%;display:block" src="data:image/png;base64,${readFileSync(f).toString('base64')}"><figcaption style="font:12px sans-serif">${f.split('/').pop()}</figcaption></figure>`).join('')
await page.setContent(`<body style="margin:0;display:grid;grid-template-columns:repeat(${files.length},1fr);gap:6px;align-items:start;background:#888">${imgs}</body>`)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
