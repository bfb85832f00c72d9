import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const API = 'http://localhost:4000', WEB = 'http://localhost:3000';
const PASSWORD = process.env.PW;
const h = (token, json) => ({ 'api-version': '2.1.0', ...(json ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) });
const call = async (path, method = 'GET', body, token) => {
  const r = await fetch(API + path, { method, headers: h(token, body !== undefined), body: body ? JSON.stringify(body) : undefined });
  if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${await r.text()}`);
  return r.status === 204 ? null : r.json();
};
const { access_token: token } = await call('/api/auth/token', 'POST', { email: 'admin@ontoloom.local', password: PASSWORD });
const project = await call('/api/projects', 'POST', { name: 'Fournisseurs européens 2026', description: 'Contrats et rapports des fournisseurs.' }, token);
const base = `/api/projects/${project.id}`;
// documents
const folder = await call('/api/upload_folders', 'POST', undefined, token);
const files = [
  ['rapport.html', 'text/html', '<!doctype html><html><body><h1>Rapport</h1><p>Maria Lopez works for Acme Corp in Rotterdam.</p><p>Acme Corp ships steel to Globex every month.</p><p>John Smith is employed by Globex.</p></body></html>'],
  ['notes.md', 'text/markdown', '# Notes\n\n- Acme Corp ships steel to Globex.\n- John Smith is employed by Globex.\n'],
];
const documents = {};
for (const [name, type, text] of files) {
  const t = await call(`/api/upload_folders/${folder.id}/upload_urls`, 'POST', { file_name: name, content_type: type, size_bytes: Buffer.byteLength(text) }, token);
  const form = new FormData();
  for (const [k, v] of Object.entries(JSON.parse(t.fields))) form.append(k, v);
  form.append('file', new Blob([text], { type }), name);
  const up = await fetch(t.url, { method: 'POST', body: form });
  if (!up.ok) throw new Error('upload ' + up.status);
  documents[name] = t.id;
}
const collection = await call(`${base}/documents_collections/unstructured`, 'POST', { name: 'Rapports', description: '', upload_folder_id: folder.id, documents, collection_type: 'unstructured' }, token);
const ontology = await call(`${base}/ontologies`, 'POST', { name: 'Chaîne logistique', description: '' }, token);
const yaml = readFileSync(new URL('../shared/contract/src/fixtures.ts', import.meta.url), 'utf8').match(/SUPPLY_YAML = `([\s\S]*?)`/)[1];
const version = await call(`${base}/ontology_versions`, 'POST', { new_ontology: { mode: 'from_data', ontology_id: ontology.id, name: 'Initiale', ontology_serialized: { serialization_format: 'yaml', data_serialized: yaml } } }, token);
const runs = `${base}/extraction_runs/unstructured/text_extraction`;
const run = await call(runs, 'POST', { name: 'Extraction de novembre', documents_collection_id: collection.id, ontology_version_id: version.id }, token);
const settle = async (step) => { for (;;) { const r = await call(`${runs}/${run.id}`, 'GET', undefined, token); if (!['pending','queued','running'].includes(r.steps[step].status)) return r; await new Promise((x) => setTimeout(x, 200)); } };
await settle('text_extraction');
await call(`${runs}/${run.id}/chunking`, 'POST', { chunking_parameters: { strategy: 'structure', size: 1000, size_unit: 'characters', overlap: 0, respect_pages: true } }, token);
await settle('chunking');
await call(`${runs}/${run.id}/extraction`, 'POST', { config: { engine: 'rules' } }, token);
await settle('extraction');
const docs = await call(`${base}/documents_collections/${collection.id}`, 'GET', undefined, token).catch(() => null);
const pages = [
  ['projects', '/projects'],
  ['project-collections', `/projects/${project.id}/collections/active`],
  ['collection', `/projects/${project.id}/collections/${collection.id}`],
  ['ontologies', `/projects/${project.id}/ontologies/active`],
  ['ontology', `/projects/${project.id}/ontologies/${ontology.id}`],
  ['runs', `/projects/${project.id}/runs/active`],
  ['run', `/projects/${project.id}/runs/${run.id}`],
  ['run-results', `/projects/${project.id}/runs/${run.id}/results`],
  ['settings', '/settings'],
  ['users', '/settings/users'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of (process.env.LANGS ?? 'fr,ar').split(',')) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(WEB + '/auth/login');
    await page.evaluate(([t, l]) => { localStorage.setItem('ontoloom.access_token', t); localStorage.setItem('ontoloom.language', l); }, [token, lang]);
    for (const [name, path] of pages) {
      await page.goto(WEB + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) console.log(`OVERFLOW ${lang} ${width} ${name}: ${overflow}px`);
      await page.screenshot({ path: `/tmp/walk/${lang}-${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log('done', project.id);
