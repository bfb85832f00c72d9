import type { OntologyDocument } from '@ontoloom/contract';
import { ontologyDocumentSchema } from '@ontoloom/contract';

const parse = (document: unknown): OntologyDocument => ontologyDocumentSchema.parse(document);

export const businessOntology = parse({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Company',
      label: 'Company',
      aliases: ['company', 'firm', 'startup', 'manufacturer', 'retailer', 'distributor'],
      examples: ['Acme Corporation', 'Globex', 'Initech'],
      patterns: [
        '\\b[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)? (?:Inc|Corp|Ltd|GmbH|AG|SA|LLC|Industries)\\b',
      ],
      properties: [
        { name: 'name', type: 'string', identifying: true },
        { name: 'founded_date', type: 'date' },
        { name: 'revenue', type: 'money' },
        { name: 'employees', type: 'number' },
        { name: 'website', type: 'url' },
      ],
    },
    {
      name: 'Person',
      label: 'Person',
      aliases: ['chief executive', 'founder', 'chairman'],
      properties: [
        { name: 'name', type: 'string', identifying: true },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'City',
      label: 'City',
      aliases: ['city'],
      examples: [
        'Berlin',
        'Paris',
        'London',
        'Munich',
        'Austin',
        'Tokyo',
        'Seattle',
        'Lyon',
        'Toronto',
      ],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
  ],
  relations: [
    {
      name: 'founded_by',
      source: 'Company',
      target: 'Person',
      cues: ['founded by', 'co-founded by', 'started by', 'established by'],
    },
    {
      name: 'ceo_of',
      source: 'Person',
      target: 'Company',
      cues: ['chief executive of', 'CEO of', 'runs', 'leads'],
    },
    {
      name: 'headquartered_in',
      source: 'Company',
      target: 'City',
      cues: ['based in', 'headquartered in', 'headquarters in'],
    },
    {
      name: 'acquired',
      source: 'Company',
      target: 'Company',
      cues: ['acquired', 'bought', 'took over'],
    },
  ],
});

export const medicineOntology = parse({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Drug',
      label: 'Drug',
      aliases: ['drug', 'medication', 'medicine', 'antibiotic', 'antibody'],
      examples: ['aspirin', 'ibuprofen', 'metformin', 'insulin', 'amoxicillin'],
      patterns: ['\\b[A-Za-z]+(?:mab|vir|statin|pril|sartan|olol|triptan|amol)\\b'],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
    {
      name: 'Disease',
      label: 'Disease',
      aliases: ['disease', 'condition', 'infection', 'disorder'],
      examples: [
        'diabetes',
        'hypertension',
        'influenza',
        'asthma',
        'migraine',
        'pneumonia',
        'heart failure',
      ],
      patterns: ["\\b[A-Z][a-z]+(?:'s)? (?:disease|syndrome)\\b"],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
    {
      name: 'Organization',
      label: 'Organization',
      aliases: ['company', 'manufacturer', 'agency', 'regulator'],
      examples: ['Pfizer', 'Novartis', 'Roche'],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
  ],
  relations: [
    {
      name: 'treats',
      source: 'Drug',
      target: 'Disease',
      cues: ['treats', 'used to treat', 'for the treatment of', 'relieves', 'against'],
    },
    {
      name: 'manufactured_by',
      source: 'Drug',
      target: 'Organization',
      cues: ['made by', 'manufactured by', 'produced by', 'developed by', 'sold by'],
    },
  ],
});

export const academiaOntology = parse({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Researcher',
      label: 'Researcher',
      aliases: ['professor', 'researcher', 'scientist', 'physicist', 'chemist', 'mathematician'],
      properties: [
        { name: 'name', type: 'string', identifying: true },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'University',
      label: 'University',
      aliases: ['university', 'institute', 'college'],
      examples: ['MIT', 'Stanford University', 'ETH Zurich', 'University of Oxford'],
      patterns: ['\\bUniversity of [A-Z][a-z]+\\b', '\\b[A-Z][a-z]+ (?:University|College)\\b'],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
    {
      name: 'Award',
      label: 'Award',
      aliases: ['prize', 'award', 'medal'],
      examples: ['Nobel Prize', 'Turing Award', 'Fields Medal'],
      patterns: ['\\b[A-Z][a-z]+ (?:Prize|Award|Medal)\\b'],
      properties: [{ name: 'name', type: 'string', identifying: true }],
    },
  ],
  relations: [
    {
      name: 'works_at',
      source: 'Researcher',
      target: 'University',
      cues: ['works at', 'professor at', 'joined', 'researcher at', 'teaches at', 'at'],
    },
    {
      name: 'received',
      source: 'Researcher',
      target: 'Award',
      cues: ['received', 'won', 'was awarded'],
    },
    {
      name: 'studied_at',
      source: 'Researcher',
      target: 'University',
      cues: ['studied at', 'graduated from', 'PhD from'],
    },
  ],
});
