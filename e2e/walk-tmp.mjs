// Session walk (not committed): sign in as the seeded admin on `pnpm start`'s stack, open a class
// dialog, try examples and patterns on a passage, and take screenshots.
import { chromium } from '@playwright/test';
const [web, api, email, password] = process.argv.slice(2);
const call = async (path, init = {}) => {
  const headers = { 'Api-Version': '2.1.0', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  const r = await fetch(`${api}${path}`, { ...init, headers });
  if (!r.ok) throw new Error(`${path} ${r.status} ${await r.text()}`);
  return r.status === 204 ? null : r.json();
};
const { access_token: token } = await call('/api/auth/token', { method: 'POST', body: JSON.stringify({ email, password }) });
const project = await call('/api/projects', { method: 'POST', token, body: JSON.stringify({ name: 'Invoices walk', description: '' }) });
const base = `/api/projects/${project.id}`;
const ontology = await call(`${base}/ontologies`, { method: 'POST', token, body: JSON.stringify({ name: 'Billing', description: '' }) });
const yaml = `format: ontoloom/v1
classes:
  - name: Invoice
    label: Invoice
    examples: [INV-2024-001, INV-2023-117]
  - name: Supplier
    label: Supplier
    examples: [Acme Ltd]
    patterns: ['\\\\b[A-Z][a-z]+ (Ltd|GmbH)\\\\b']
relations: []
`;
const version = await call(`${base}/ontology_versions`, { method: 'POST', token, body: JSON.stringify({ new_ontology: { mode: 'from_data', ontology_id: ontology.id, name: 'Initial', ontology_serialized: { serialization_format: 'yaml', data_serialized: yaml } } }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${web}/auth/login`);
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await page.screenshot({ path: '/work/walk/login.png' });
await page.getByRole('textbox', { name: /Email/ }).fill(email);
await page.locator('input[type=password]').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
await page.goto(`${web}/projects/${project.id}/ontologies/${ontology.id}/versions/${version.id}/edit`);
await page.getByRole('button', { name: 'Edit class Supplier' }).click();
const dialog = page.getByRole('dialog', { name: 'Edit class Supplier' });
await dialog.getByRole('textbox', { name: 'Examples' }).fill('Acme Ltd\nNEX-2024-001\nNEX-2023-117');
await dialog.getByRole('button', { name: 'Try examples and patterns on a passage' }).click();
await dialog.getByRole('textbox', { name: 'Sample text' }).fill('ACME LTD invoiced Globex GmbH under NEX-2025-300 and NEX-2024-001.');
await dialog.getByText(/mentions spotted/).waitFor();
await dialog.getByRole('textbox', { name: 'Sample text' }).scrollIntoViewIfNeeded();
await page.screenshot({ path: '/work/walk/class-dialog-trial.png' });
await dialog.getByRole('textbox', { name: 'Patterns' }).fill('(unclosed');
await dialog.getByText(/is not a valid pattern/).waitFor();
await dialog.getByRole('textbox', { name: 'Patterns' }).scrollIntoViewIfNeeded();
await page.screenshot({ path: '/work/walk/class-dialog-invalid.png' });
console.log(await dialog.getByRole('list', { name: 'Mentions spotted' }).innerText());
await browser.close();
