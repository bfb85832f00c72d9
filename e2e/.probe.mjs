import { chromium } from '@playwright/test';
const [tok, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
await ctx.addInitScript((t) => localStorage.setItem('ontoloom.access_token', t), tok);
const page = await ctx.newPage();
await page.goto(`http://localhost:3000${path}`);
await page.getByTestId('diff-row').first().waitFor();
console.log(await page.evaluate(() => {
  const table = document.querySelector('table');
  const wrap = table.parentElement;
  const cells = [...document.querySelectorAll('[data-testid=diff-row]')[2].children].map((td) => { const s = getComputedStyle(td); return [td.offsetWidth, s.whiteSpace, s.overflowWrap, s.display, td.scrollWidth]; });
  return JSON.stringify({ tableW: table.offsetWidth, layout: getComputedStyle(table).tableLayout, wrapW: wrap.clientWidth, wrapScroll: wrap.scrollWidth, cells });
}));
await browser.close();
