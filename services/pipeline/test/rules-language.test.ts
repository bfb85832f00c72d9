import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { findQuantities, isDose, isMeasure } from '../src/extraction/rules/units';
import { findTypedValues } from '../src/extraction/rules/typed-values';
import { findNames } from '../src/extraction/rules/names';
import { sentenceSpans } from '../src/extraction/rules/sentences';
import { run, summary } from './fixtures/rules-chunks';

// General knowledge of language the rules engine reads entities by: a grammar of units, company
// designators and organisation heads of several languages, clinical conditions and chemical names,
// products and works named before or after a common noun. Every sentence here is invented.

const quantities = (text: string) => findQuantities(text).map((q) => text.slice(q.start, q.end));

const names = (text: string) =>
  findNames(text, sentenceSpans(text), []).map((n) => [text.slice(n.start, n.end), n.type]);

const science = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Substance', kind: 'substance', aliases: ['compound'] },
    { name: 'Condition', kind: 'condition', aliases: ['disease'] },
    {
      name: 'Quantity',
      kind: 'quantity',
      aliases: ['concentration', 'dose', 'temperature'],
    },
  ],
  relations: [],
});

const clinical = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Drug', kind: 'substance', aliases: ['medication'] },
    { name: 'Condition', kind: 'condition', aliases: ['diagnosis'] },
    { name: 'Dose', kind: 'quantity', aliases: ['dose'] },
  ],
  relations: [],
});

const biography = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Person', kind: 'person', aliases: ['writer'] },
    { name: 'Place', kind: 'place', aliases: ['city'] },
    { name: 'Organization', kind: 'organization', aliases: ['university', 'club'] },
    { name: 'Work', kind: 'work', aliases: ['book'] },
    { name: 'Award', kind: 'other', aliases: ['prize', 'medal'] },
  ],
  relations: [],
});

const business = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Company', kind: 'organization', aliases: ['company'] },
    { name: 'Person', kind: 'person' },
    { name: 'Product', kind: 'product', aliases: ['product'] },
    { name: 'Amount', kind: 'money' },
  ],
  relations: [],
});

describe('units: numbers with a unit of measurement', () => {
  it('reads SI units with their prefixes, micro written µ, μ or u, and units outside the SI', () => {
    expect(
      quantities('Grains of 15 μm, 3 µm and 2 um grew at 9 °C, 37°C and −20 °C; films of 180 nm.'),
    ).toEqual(['15 μm', '3 µm', '2 um', '9 °C', '37°C', '−20 °C', '180 nm']);
    expect(
      quantities('A gap of 1.68 eV, 1.24 V at 2 kPa, a 45 kDa band, 300 bp, 4.5 ha, 1.8 mM.'),
    ).toEqual(['1.68 eV', '1.24 V', '2 kPa', '45 kDa', '300 bp', '4.5 ha', '1.8 mM']);
  });

  it('reads compound units with "/", "per", "·" and powers, and ranges', () => {
    expect(
      quantities(
        'Add 2 mg mL−1 of salt; fluxes of 12 to 210 mg CH4 m−2 d−1 at depths of 8–15 m and 3,800–4,200 m.',
      ),
    ).toEqual(['2 mg mL−1', '12 to 210 mg CH4 m−2 d−1', '8–15 m', '3,800–4,200 m']);
    expect(
      quantities('Give 30 mg/kg/day, 150 kg/ha, 5 mg per day, 2 g·L⁻¹, 40 m² and 4.2 ± 0.3 mg.'),
    ).toEqual(['30 mg/kg/day', '150 kg/ha', '5 mg per day', '2 g·L⁻¹', '40 m²', '4.2 ± 0.3 mg']);
  });

  it('reads units written as words, and no unit in words, times of day, decades or codes', () => {
    expect(quantities('She takes 75 micrograms daily, 2 Grams at night.')).toEqual([
      '75 micrograms',
      '2 Grams',
    ]);
    expect(quantities('At 8 am, 3 in 10 patients, the 1990s, SpO2 91 on air, CH4 levels.')).toEqual(
      [],
    );
  });

  it('tells a dose from a lab result, a weight, a flow or a count of tablets', () => {
    const doses = (text: string) =>
      findQuantities(text)
        .filter(isDose)
        .map((q) => text.slice(q.start, q.end));
    expect(
      doses(
        'Amoxicillin 250 mg/5 ml, 75 mg/m2, 10 mg/kg, 49/51 mg BD, 100 units/ml. CRP 231 mg/L, HbA1c 54 mmol/mol, eGFR 71 ml/min, weight 94.2 kg, 2 puffs, 2 tabs.',
      ),
    ).toEqual(['250 mg/5 ml', '75 mg/m2', '10 mg/kg', '49/51 mg', '100 units/ml']);
  });

  it('leaves percentages and durations out of measurements unless asked', () => {
    const text = 'Yield rose 20.4% over 1,000 hours at 65 °C.';
    const measured = (percentages: boolean, durations: boolean) =>
      findQuantities(text)
        .filter((q) => isMeasure(q, { percentages, durations }))
        .map((q) => text.slice(q.start, q.end));
    expect(measured(false, false)).toEqual(['65 °C']);
    expect(measured(true, true)).toEqual(['20.4%', '1,000 hours', '65 °C']);
  });

  it('a class of quantities that lists "dose" among other measures takes every measure', async () => {
    const result = await run(
      science,
      'Adding 2 mg mL−1 of the compound at 65 °C enlarged grains from 180 nm to 600 nm, a gain of 12%.',
    );
    expect(summary(result).entities.filter((e) => e.startsWith('Quantity:'))).toEqual([
      'Quantity:180 nm',
      'Quantity:2 mg mL−1',
      'Quantity:600 nm',
      'Quantity:65 °C',
    ]);
  });
});

describe('years standing alone', () => {
  const years = (text: string) =>
    findTypedValues(text)
      .filter((v) => v.type === 'date')
      .map((v) => text.slice(v.start, v.end));

  it("reads a year between two, before what it dates, or opening a chronology's line", () => {
    expect(
      years(
        'She painted the series between 1979 and 1986; the 1967 album and her 2019 paper followed.',
      ),
    ).toEqual(['1979', '1986', '1967', '2019']);
    expect(
      years('1948 Born in Tbilisi.\n2010 | Ranke Research Award\n2019 – present · Halden'),
    ).toEqual(['1948', '2010', '2019']);
    // Not a law's or a standard's number.
    expect(years('Under the Companies Act 2006 and Incoterms 2020 terms.')).toEqual([]);
  });
});

describe('money written with letters or pence', () => {
  const money = (text: string) =>
    findTypedValues(text)
      .filter((v) => v.type === 'money')
      .map((v) => `${text.slice(v.start, v.end)}=${v.value}`);

  it('reads rand, cedi, shillings and pence by their usual marks', () => {
    expect(
      money('Revenue was R412 million; shares at R18.40. It raised GH₵38 million and KSh 1,500.'),
    ).toEqual([
      'R412 million=412000000 ZAR',
      'R18.40=18.4 ZAR',
      'GH₵38 million=38000000 GHS',
      'KSh 1,500=1500 KES',
    ]);
    expect(money('Target price: 420p.')).toEqual(['420p=4.2 GBP']);
    expect(money('The R2 unit shipped with 1080p video.')).toEqual([]);
  });
});

describe("people's names the lexicon does not know", () => {
  it("a name is a person's when the text uses its last word as a surname", () => {
    expect(
      names(
        'When Priya Raghunathan left Halcyon Semiconductor in 2009, few expected much. Raghunathan was born in Chennai.',
      ).slice(0, 2),
    ).toEqual([
      ['Priya Raghunathan', 'person'],
      ['Halcyon Semiconductor', 'organization'],
    ]);
    expect(names('Tunde Okafor opened the shop. Mr Okafor still runs it.')[0]).toEqual([
      'Tunde Okafor',
      'person',
    ]);
    // A surname the lexicon knows opens a sentence as a name, not as a common word.
    expect(names('The prize went to Grace Liu. Liu is a professor.').map(([n]) => n)).toEqual([
      'Grace Liu',
      'Liu',
    ]);
    // Nothing says so: a surname alone in other uses is no evidence.
    expect(names('When Halden Raghunathan left Halcyon. Raghunathan Street is closed.')[0]).toEqual(
      ['Halden Raghunathan', null],
    );
  });

  it("a contributor's colon keeps the surname; who speaks after a quote is a person", () => {
    expect(names('Zsófia Kertész-Amadi: field sampling, data curation')[0]).toEqual([
      'Zsófia Kertész-Amadi',
      'person',
    ]);
    // A label's word after a name still goes: "Thornbury Securities Rating: Hold".
    expect(names('Priya Raman, Thornbury Securities Rating: Hold').map(([n]) => n)).toContain(
      'Thornbury Securities',
    );
    expect(names('"It works," said Wanjiru Kamau, who heads the group.')[0]).toEqual([
      'Wanjiru Kamau',
      'person',
    ]);
  });

  it("a name is a person's when the text uses its first word alone with a verb only people take", () => {
    expect(
      names('Þórdís Ásgrímsdóttir — voice & langspil\n\nÞórdís studied voice in Reykjavík.')[0],
    ).toEqual(['Þórdís Ásgrímsdóttir', 'person']);
    // A firm is called by its first word too: "said" is no evidence.
    expect(names('Halden Lifesciences grew. Halden said so.')[0]).not.toEqual([
      'Halden Lifesciences',
      'person',
    ]);
  });

  it('a given name of another language opens a person’s name, unless a cue says otherwise', async () => {
    expect(names('Quillmoor was founded in 2019 by Teodor Vasiliu.')).toContainEqual([
      'Teodor Vasiliu',
      'person',
    ]);
    expect(names('Séverine Aubrac-Tallon has a record of small acquisitions.')[0]).toEqual([
      'Séverine Aubrac-Tallon',
      'person',
    ]);
    // Not a firm's name, though a given name opens it.
    expect(names('The partners at Hollis & Kane agreed.')).not.toContainEqual([
      'Hollis & Kane',
      'person',
    ]);
  });

  it("a post someone holds, before the name's comma or after it, makes the name a person's", () => {
    expect(
      names("Mapholo Holdings' chief executive officer, Lwazi Mokoena, said so.").at(-1),
    ).toEqual(['Lwazi Mokoena', 'person']);
    expect(names('Gráinne Moylan, regional organiser with the union, said so.')[0]).toEqual([
      'Gráinne Moylan',
      'person',
    ]);
    // A form's post and its organisation: no one's post stands before the comma.
    expect(names('Now: Head coach, Southern Tuskers; author')).not.toContainEqual([
      'Southern Tuskers',
      'person',
    ]);
  });

  it("a given name opening a firm's name keeps the firm's word after the surname-like word", () => {
    expect(names('The round was led by Savanna Crest Ventures.')).toContainEqual([
      'Savanna Crest Ventures',
      'organization',
    ]);
  });

  it('the first of two surnames alone is the person named in full', async () => {
    const ontology = ontologyDocumentSchema.parse({
      ...biography,
      relations: [{ name: 'born_in', source: 'Person', target: 'Place', cues: ['was born in'] }],
    });
    const result = await run(
      ontology,
      'Lucía Ybarra Montalvo is a film director.\n\nEarly life\nYbarra was born in Guadalajara.',
    );
    expect(summary(result).relations).toEqual(['born_in(Lucía Ybarra Montalvo, Guadalajara)']);
    expect(summary(result).entities).not.toContain('Person:Ybarra');
  });

  it("a common word opening a sentence stays in a name the NER reads as a person's whole", () => {
    const text = 'Emir Hadžiselimović, who died in Montreal, was a mathematician.';
    const spans = (tagged: Parameters<typeof findNames>[2]) =>
      findNames(text, sentenceSpans(text), tagged).map((n) => text.slice(n.start, n.end));
    expect(spans([])[0]).toBe('Hadžiselimović');
    expect(spans([{ type: 'person', start: 0, end: 19 }])[0]).toBe('Emir Hadžiselimović');
  });
});

describe('organisation names in other languages and shapes', () => {
  it('keeps a common word or a people opening an institution’s name of three words or more', () => {
    const named = (text: string) => names(text).filter(([, type]) => type === 'organization');
    expect(named('*Perfume River Institute of Medicinal Chemistry, Huế, Vietnam')).toEqual([
      ['Perfume River Institute of Medicinal Chemistry', 'organization'],
    ]);
    expect(named('Swiss Federal Institute for Pollinator Research staff counted bees.')).toEqual([
      ['Swiss Federal Institute for Pollinator Research', 'organization'],
    ]);
    expect(
      named('The work was funded by the Banana Resilience Initiative for Eastern Africa.'),
    ).toEqual([['Banana Resilience Initiative for Eastern Africa', 'organization']]);
  });

  it("reads the words of sectors, ensembles and works that end or open a firm's name", () => {
    for (const name of [
      'Estudios Tarraco',
      'Wearside Sinfonia',
      'Brenholt Steelworks',
      'Morvain Agrochemie',
      'Pinecrest Creamery',
      'Quarrel Materials',
      'Tallow Devices',
    ])
      expect(names(`Then ${name} grew.`)).toContainEqual([name, 'organization']);
  });

  it('reads a name right after a firm\'s noun as a firm\'s: "supermarket chain Sao Mai Mart"', () => {
    expect(names('It was built by São Paulo software house Nuvem Rural.')).toContainEqual([
      'Nuvem Rural',
      'organization',
    ]);
    expect(names('She spent years at drivetrain supplier Brennecke Antriebe.')).toContainEqual([
      'Brennecke Antriebe',
      'organization',
    ]);
    // A person may be an investor.
    expect(names('The angel investor Ada Quist put money in.')).not.toContainEqual([
      'Ada Quist',
      'organization',
    ]);
  });

  it("reads a town before its country, or closing an institution's name, as a place", () => {
    expect(names('Born: 11 March 1978, Gwangdo, South Korea')).toContainEqual(['Gwangdo', 'place']);
    expect(
      names('Professor of Linguistics, Elbe University, Dresden\n\nBorn in 1968.'),
    ).toContainEqual(['Dresden', 'place']);
  });

  it("reads a name before what only a firm does as an organisation's", () => {
    expect(names('Zentara Bio raised 15 million francs in May.')[0]).toEqual([
      'Zentara Bio',
      'organization',
    ]);
    expect(names('Lendquill has acquired Rentnook, the start-up.')[0]).toEqual([
      'Lendquill',
      'organization',
    ]);
    // A person's name is not made a firm's by it.
    expect(names('Teodor Vasiliu acquired a stake.')[0]).toEqual(['Teodor Vasiliu', 'person']);
    // Nor is a trade written before the name part of it.
    expect(names('Drugmaker Sollis Pharma jumped 15% in May.')[0]?.[0]).toBe('Sollis Pharma');
  });

  it('keeps a company or a corporation "of" its country whole', () => {
    expect(
      names('It is made with Northern Shield Insurance Company of Canada ("you").').filter(
        ([, type]) => type !== null,
      ),
    ).toEqual([['Northern Shield Insurance Company of Canada', 'organization']]);
  });

  it('reads research stations and conservancies as organisations, not a street named after one', () => {
    expect(
      names(
        'Samples went to Nordhavn Marine Station and the Kettle Ridge Bat Conservancy, then to the office at Rue de la Station in Namur.',
      ),
    ).toEqual([
      ['Nordhavn Marine Station', 'organization'],
      ['Kettle Ridge Bat Conservancy', 'organization'],
      ['Rue de la Station', null],
      ['Namur', 'place'],
    ]);
  });

  it('reads company designators beyond English', () => {
    expect(
      names(
        'Talvik Mejerier A/S bought Serra Clara S.A. from Vinci Moda S.p.A. and Kuusi Oy, with Arbor Ventures KK.',
      ),
    ).toEqual([
      ['Talvik Mejerier A/S', 'organization'],
      ['Serra Clara S.A', 'organization'],
      ['Vinci Moda S.p.A', 'organization'],
      ['Kuusi Oy', 'organization'],
      ['Arbor Ventures KK', 'organization'],
    ]);
  });

  it('reads a company by the sector its name ends in, and keeps a sector before "and" in one name', () => {
    expect(
      names(
        'Yesterday Tamsu Digital and Orla Pay signed with Greenacre Hospitality and Events Limited, and Bryn Tovey met Kestel Seafood.',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Tamsu Digital', 'organization'],
        ['Orla Pay', 'organization'],
        ['Greenacre Hospitality and Events Limited', 'organization'],
        ['Kestel Seafood', 'organization'],
      ]),
    );
    // A given name opening a company's name does not make its first two words a person's.
    expect(names('Signed for and on behalf of Savanna Grid Technologies Limited')).toEqual([
      ['Savanna Grid Technologies Limited', 'organization'],
    ]);
  });

  it('reads organisation heads before or after the name, with small words of their language', () => {
    expect(
      names(
        'Advisers were Banco Quilmar and Grupo Vantes Investimentos. She studied at the Hochschule für Musik Brandor and the Sociedad Austral de la Ciencia del Mar.',
      ),
    ).toEqual([
      ['Advisers', null],
      ['Banco Quilmar', 'organization'],
      ['Grupo Vantes Investimentos', 'organization'],
      ['Hochschule für Musik Brandor', 'organization'],
      ['Sociedad Austral de la Ciencia del Mar', 'organization'],
    ]);
    expect(names('He joined the Institutet för fjällforskning in 2001.')).toEqual([
      ['Institutet för fjällforskning', 'organization'],
    ]);
  });

  it('reads clubs, media and ensembles by their head word or letters', () => {
    expect(
      names(
        'She played for Skarvik Nord IL, SV Morlach and Olympique Varenne, wrote for the Harbour Herald and Radio Kembali, and sang with Ensemble Lumo.',
      ),
    ).toEqual([
      ['Skarvik Nord IL', 'organization'],
      ['SV Morlach', 'organization'],
      ['Olympique Varenne', 'organization'],
      ['Harbour Herald', 'organization'],
      ['Radio Kembali', 'organization'],
      ['Ensemble Lumo', 'organization'],
    ]);
  });

  it('keeps a saint or a group in an institution name whole, but not a surname after a given name', () => {
    expect(
      names("She trained at St Brennan's Hospital and at St. Ita Convent High School."),
    ).toEqual([
      ["St Brennan's Hospital", 'organization'],
      ['St. Ita Convent High School', 'organization'],
    ]);
    expect(names('The actor Heath Ledger spoke.').map(([, type]) => type)).not.toContain(
      'organization',
    );
  });

  it('an adjective opening a sentence stays in an institution name; two organisations joined by "and" are two', () => {
    expect(names('Northern Coffee Resilience Initiative will fund it.')).toEqual([
      ['Northern Coffee Resilience Initiative', 'organization'],
    ]);
    expect(names('It hired Banco Quilmar and Grupo Vantes.')).toEqual([
      ['Banco Quilmar', 'organization'],
      ['Grupo Vantes', 'organization'],
    ]);
    expect(names('She taught at the School of Hygiene and Tropical Health.')).toEqual([
      ['School of Hygiene and Tropical Health', 'organization'],
    ]);
  });

  it('a town is not the short form of the club named after it', async () => {
    const result = await run(
      biography,
      'Born in Skarvik, the writer Ada Quist joined Skarvik Nord IL at nine.',
    );
    expect(summary(result).entities).toEqual(
      expect.arrayContaining(['Organization:Skarvik Nord IL', 'Place:Skarvik']),
    );
  });

  it('an organisation described by a common noun of its kind after its name', async () => {
    const result = await run(
      biography,
      'He toured with the Riverside Four, a hard-bop group led by a trumpeter.',
    );
    expect(summary(result).entities).toContain('Organization:Riverside Four');
  });
});

describe('clinical conditions', () => {
  const conditions = async (text: string) =>
    summary(await run(clinical, text)).entities.filter((e) => e.startsWith('Condition:'));

  it('reads symptom heads, with the words that qualify them', async () => {
    expect(
      await conditions(
        'She reports suprapubic discomfort, morning stiffness and daytime drowsiness, with itching and lethargy.',
      ),
    ).toEqual([
      'Condition:daytime drowsiness',
      'Condition:itching',
      'Condition:lethargy',
      'Condition:morning stiffness',
      'Condition:suprapubic discomfort',
    ]);
  });

  it('R4.04 a given name with a disease’s ending is no condition, and a practitioner’s trade (rheumatologist, ecologist) is a title, no one’s name', async () => {
    const science = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Researcher', kind: 'person' },
        { name: 'Condition', kind: 'condition', aliases: ['disease'] },
      ],
      relations: [],
    });
    const { entities } = summary(
      await run(
        science,
        'Her collaborator Thomas Achterberg studied lymphomas in dogs. The rheumatologist will review her.',
      ),
    );
    expect(entities).toEqual(['Condition:lymphomas', 'Researcher:Thomas Achterberg']);
    // A trade on the line under a name is no one: "Consultant Rheumatologist".
    const letter = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Clinician', kind: 'person', aliases: ['consultant', 'doctor'] },
        { name: 'Facility', kind: 'organization', aliases: ['hospital'] },
      ],
      relations: [],
    });
    const header = summary(
      await run(letter, 'Dr Inês Valcárcel\nConsultant Rheumatologist\nHarrowgate Vale Infirmary'),
    );
    expect(header.entities).toEqual([
      'Clinician:Inês Valcárcel',
      'Facility:Harrowgate Vale Infirmary',
    ]);
  });

  it('reads infectious diseases named without a suffix of diseases', async () => {
    expect(
      await conditions(
        'Children with scabies, impetigo or cholera were seen; one had dental caries.',
      ),
    ).toEqual([
      'Condition:cholera',
      'Condition:dental caries',
      'Condition:impetigo',
      'Condition:scabies',
    ]);
  });

  it('reads what follows a condition and belongs to it', async () => {
    expect(
      await conditions(
        'Known migraine without aura, osteoarthritis of both knees, CKD stage 3a and loss of consciousness.',
      ),
    ).toEqual([
      'Condition:CKD stage 3a',
      'Condition:loss of consciousness',
      'Condition:migraine without aura',
      'Condition:osteoarthritis of both knees',
    ]);
  });

  it('needs a qualifier for a weak head, and reads common clinical abbreviations', async () => {
    expect(
      await conditions('Mood is fine. Low mood since May, weight loss, SOB on exertion.'),
    ).toEqual(['Condition:Low mood', 'Condition:SOB', 'Condition:weight loss']);
    // Leaving hospital is no symptom; a verb of the sentence is no qualifier.
    expect(await conditions('Planned discharge on Friday. Spraying reduced stripe rust.')).toEqual([
      'Condition:stripe rust',
    ]);
  });

  it('an abbreviation in mixed case stands for the name before its brackets', async () => {
    expect(
      await conditions(
        'Known heart failure with reduced ejection fraction (HFrEF). Bisoprolol for HFrEF.',
      ),
    ).toEqual(['Condition:heart failure with reduced ejection fraction']);
  });

  it('a broken part of the body is a condition', async () => {
    expect(await conditions('Admitted with a fractured neck of femur.')).toEqual([
      'Condition:fractured neck of femur',
    ]);
  });
});

describe('substances by the rules of chemical names', () => {
  it('reads acids, salts, combinations and more drug stems', async () => {
    const result = await run(
      clinical,
      'Continue folic acid, magnesium sulfate, ferrous fumarate, sodium valproate and sacubitril/valsartan; add zopiclone and gliclazide.',
    );
    expect(summary(result).entities.filter((e) => e.startsWith('Drug:'))).toEqual([
      'Drug:ferrous fumarate',
      'Drug:folic acid',
      'Drug:gliclazide',
      'Drug:magnesium sulfate',
      'Drug:sacubitril/valsartan',
      'Drug:sodium valproate',
      'Drug:zopiclone',
    ]);
  });

  it('R4.04 reads the drug a word is resistant to, or induced by, and leaves the condition whole', async () => {
    const result = await run(
      clinical,
      'Artesunate is active against chloroquine-resistant parasites. Steroid-induced hyperglycaemia settled.',
    );
    const { entities } = summary(result);
    expect(entities).toEqual(
      expect.arrayContaining(['Drug:chloroquine', 'Condition:Steroid-induced hyperglycaemia']),
    );
    expect(entities).not.toContain('Drug:chloroquine-resistant');
  });

  it('reads compounds named by their discoverers, not words English knows nor measured analytes', async () => {
    const science_ = await run(
      science,
      'Berberine, from the rhizomes, and plumbagin inhibited the growth; microcystin-LR and aerophobin-2 were detected in the baseline samples.',
    );
    expect(summary(science_).entities.filter((e) => e.startsWith('Substance:'))).toEqual([
      'Substance:Berberine',
      'Substance:aerophobin-2',
      'Substance:microcystin-LR',
      'Substance:plumbagin',
    ]);
    const notes = await run(
      clinical,
      'Start thiamine 100 mg TDS. Her creatinine peaked at 188; ferritin 11.',
    );
    expect(summary(notes).entities.filter((e) => e.startsWith('Drug:'))).toEqual(['Drug:thiamine']);
  });

  it('reads compounds named by the rules of organic chemistry, not words English knows', async () => {
    const result = await run(
      science,
      'Methane and ethanol were extracted with dichloromethane; methylmercury was measured in a formal decal.',
    );
    expect(summary(result).entities.filter((e) => e.startsWith('Substance:'))).toEqual([
      'Substance:Methane',
      'Substance:dichloromethane',
      'Substance:ethanol',
      'Substance:methylmercury',
    ]);
  });

  it('reads the elements by name, alone and as the first word of a compound', async () => {
    const result = await run(
      science,
      'The cathode contains neither cobalt nor nickel; a coating of aluminium oxide and copper hydroxide keeps selenium and carbon dioxide out.',
    );
    expect(summary(result).entities.filter((e) => e.startsWith('Substance:'))).toEqual([
      'Substance:aluminium oxide',
      'Substance:carbon dioxide',
      'Substance:cobalt',
      'Substance:copper hydroxide',
      'Substance:nickel',
      'Substance:selenium',
    ]);
    // Elements English also uses as common words are left to the ontology's examples.
    const other = await run(science, 'Lead researchers tin the samples with gold leaf.');
    expect(summary(other).entities.filter((e) => e.startsWith('Substance:'))).toEqual([]);
  });

  it('a class of compounds is not a salt', async () => {
    const result = await run(science, 'A cyclic lipopeptide and sodium hypochlorite were tested.');
    expect(summary(result).entities.filter((e) => e.startsWith('Substance:'))).toEqual([
      'Substance:sodium hypochlorite',
    ]);
  });
});

describe('products and works named with a common noun of their kind', () => {
  it('reads a title in sentence case before its year, and leaves its noun out of a title', async () => {
    const result = await run(
      biography,
      'Sara Lind wrote it. Her book Build Small (2019) sold well. His memoir, Ezkerreko hanka (2008), was co-written.',
    );
    expect(summary(result).entities.filter((e) => e.startsWith('Work:'))).toEqual([
      'Work:Build Small',
      'Work:Ezkerreko hanka',
    ]);
  });

  it('a product between a determiner and its noun', async () => {
    const result = await run(
      business,
      'Orvanta Labs said customers ordered more of its Kestrel OLED panels, and the maker of the Brightloop tutoring app raised $5 million.',
    );
    expect(summary(result).entities).toEqual(
      expect.arrayContaining(['Product:Kestrel', 'Product:Brightloop']),
    );
    // A people's adjective is no product: "a Uruguayan drone-mapping firm".
    const other = await run(business, 'It bought Cielo Alto, a Uruguayan drone-mapping firm.');
    expect(summary(other).entities).not.toContain('Company:Uruguayan');
  });

  it('R4.04 a product with its model code, two brands before one plural noun, not a headline’s capitals', async () => {
    const named = ontologyDocumentSchema.parse({
      ...business,
      classes: business.classes.map((c) =>
        c.name === 'Product' ? { ...c, description: 'A named product, brand or model.' } : c,
      ),
    });
    const result = await run(
      named,
      'Halvard Robotics pairs its Trekka P4 and Trekka P6 movers with software. Solvane sells its handmade Brogue 1898 line and its Comfort-Knit socks. Orvanta owns the Granex and Stelvia weedkiller brands.\n\nAurelian Motors Unveils Vela, Its First All-Electric Pickup',
    );
    const products = summary(result).entities.filter((e) => e.startsWith('Product:'));
    expect(products).toEqual(
      expect.arrayContaining([
        'Product:Trekka P4',
        'Product:Trekka P6',
        'Product:Brogue 1898',
        'Product:Comfort-Knit',
        'Product:Granex',
        'Product:Stelvia',
      ]),
    );
    expect(products).not.toContain('Product:Granex and Stelvia');
    expect(products).not.toContain('Product:First All-Electric');
  });

  it('R4.04 a musical form ends a title after a possessive, and some forms anywhere; an orchestra is no work', async () => {
    const { entities } = summary(
      await run(
        biography,
        'Audiences found Gwilym Prosser when his Estuary Symphony was taken up. The jury singles out Sirocco Variations for string quartet.\n1977  Records Preludes of the Caucasus, twelve pieces.\nThe Boston Symphony Orchestra played his orchestral piece Steppe Telegraph.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining([
        'Work:Estuary Symphony',
        'Work:Sirocco Variations',
        'Work:Preludes of the Caucasus',
        'Work:Steppe Telegraph',
        'Organization:Boston Symphony Orchestra',
      ]),
    );
    expect(entities).not.toContain('Work:Records Preludes of the Caucasus');
  });

  it('R4.04 a faculty in the languages of Europe heads an institution’s name, no person’s', async () => {
    const science = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Researcher', kind: 'person' },
        { name: 'Institution', kind: 'organization', aliases: ['university'] },
      ],
      relations: [],
    });
    const { entities } = summary(
      await run(
        science,
        'Lucía Ferrándiz-Ochoa¹, Tariq Al-Hamdani²\n¹ Facultad de Medicina Tropical, Universidad de Castroverde; ² Faculdade de Ciências Agrárias',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining([
        'Institution:Facultad de Medicina Tropical',
        'Institution:Faculdade de Ciências Agrárias',
      ]),
    );
    expect(entities.filter((e) => e.startsWith('Researcher:Facul'))).toEqual([]);
  });

  it('R4.04 a word that opens the names of places makes a place, unless it is a given name', async () => {
    const { entities } = summary(
      await run(
        biography,
        'Marisol Quenet was born in Puerto Ayelén and grew up in Port of Spain, then on Pulau Serindit. Isla Baird wrote to her.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining([
        'Place:Puerto Ayelén',
        'Place:Port of Spain',
        'Place:Pulau Serindit',
        'Person:Isla Baird',
      ]),
    );
    expect(entities).not.toContain('Place:Spain');
  });

  it('R4.04 a role between two commas after a name is that name’s: the name after it is no person', async () => {
    const people = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', kind: 'organization', aliases: ['company'] },
        { name: 'Person', kind: 'person', aliases: ['analyst', 'founder'] },
      ],
      relations: [],
    });
    const { entities } = summary(await run(people, 'Priyanka Dasgupta, analyst, Hollins Mercer'));
    expect(entities).toContain('Person:Priyanka Dasgupta');
    expect(entities).not.toContain('Person:Hollins Mercer');
    // An apposition after a possessive still names its person: "Its founder, Pieter Veldkamp".
    const founder = summary(await run(people, 'Its founder, Pieter Veldkamp, left.'));
    expect(founder.entities).toContain('Person:Pieter Veldkamp');
  });

  it('a product named by "whose" and its noun', async () => {
    const result = await run(
      business,
      'The company, whose Velmora asthma inhaler is its best seller, will expand.',
    );
    expect(summary(result).entities).toContain('Product:Velmora');
  });

  it('a work after a noun for works, and a prize named for what it rewards', async () => {
    const result = await run(
      biography,
      'His last recording, Harbour Lights Suite, appeared in 2009. She won the Marlow Prize for the Novel and wrote the song cycle Chants de l’Aube.',
    );
    expect(summary(result).entities).toEqual(
      expect.arrayContaining([
        'Work:Harbour Lights Suite',
        'Award:Marlow Prize for the Novel',
        'Work:Chants de l’Aube',
      ]),
    );
  });

  it('a title with its subtitle, one word dated after a noun for works, and a label’s line', async () => {
    const result = await run(
      biography,
      'Her thesis, Quiet Currents: Microbial Mats of Warm Shelf Seas, was completed in 2005. ' +
        'She directed her first short, Sábado (1985).\n\nWomen Mending Nets, 1934\nOil on canvas\n' +
        'Gift of the Vantrees Foundation, 1989\n',
    );
    const works = summary(result).entities.filter((e) => e.startsWith('Work:'));
    expect(works).toEqual([
      'Work:Quiet Currents: Microbial Mats of Warm Shelf Seas',
      'Work:Sábado',
      'Work:Women Mending Nets',
    ]);
  });
});
