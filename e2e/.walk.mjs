import { chromium } from '@playwright/test';
import { SUPPLY_YAML } from '../shared/contract/src/fixtures.ts';
const API = 'http://localhost:4000';
const H = { 'content-type': 'application/json', 'api-version': '2.1.0' };
const password = process.argv[2];
const tok = (await (await fetch(`${API}/api/auth/token`, { method: 'POST', headers: H, body: JSON.stringify({ email: 'admin@ontoloom.local', password }) })).json()).access_token;
const call = async (path, body, method = 'POST') => (await fetch(`${API}${path}`, { method, headers: { ...H, authorization: `Bearer ${tok}` }, body: body && JSON.stringify(body) })).json();
const project = await call('/api/projects', { name: 'Quarterly supplier audit of the northern European manufacturing plants', description: 'Audit of suppliers.' });
const base = `/api/projects/${project.id}`;
const onto = await call(`${base}/ontologies`, { name: 'Supply chain', description: 'Companies, people and plants.' });
const v1 = await call(`${base}/ontology_versions`, { new_ontology: { mode: 'from_data', ontology_id: onto.id, name: 'Initial', ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML } } });
const v2 = await call(`${base}/ontology_versions`, { new_ontology: { mode: 'from_modifications', ontology_id: onto.id, base_version_id: v1.id, name: 'Renamed', ontology_modifications: [{ op: 'rename_class', class_name: 'Company', new_name: 'Vendor' }] } });
console.log(JSON.stringify({ project: project.id, onto: onto.id, v1: v1.id, v2: v2.id }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = [
  ['projects', '/projects'],
  ['ontologies', `/projects/${project.id}/ontologies/active`],
  ['ontology', `/projects/${project.id}/ontologies/${onto.id}`],
  ['version', `/projects/${project.id}/ontologies/${onto.id}/versions/${v2.id}`],
  ['diff', `/projects/${project.id}/ontologies/${onto.id}/diff?from=${v1.id}&to=${v2.id}`],
  ['new', `/projects/${project.id}/ontologies/${onto.id}/versions/new`],
];
for (const lang of (process.argv[3] ?? 'en,ar').split(',')) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(([t, l]) => { localStorage.setItem('ontoloom.access_token', t); localStorage.setItem('ontoloom.language', l); }, [tok, lang]);
  const page = await ctx.newPage();
  for (const [name, path] of pages) {
    await page.goto(`http://localhost:3000${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/walk/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
