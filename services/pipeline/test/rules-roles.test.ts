import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { run, summary } from './fixtures/rules-chunks';

// Defined role names, a verb between its two ends, what a document says of itself, and a place
// describing an organisation. Every sentence here is invented.

const contract = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['party', 'supplier', 'buyer'] },
    { name: 'Amount', kind: 'money', aliases: ['fee'] },
    { name: 'Jurisdiction', kind: 'place', aliases: ['jurisdiction'] },
  ],
  relations: [
    { name: 'pays', source: 'Party', target: 'Amount', cues: ['shall pay', 'payable by'] },
    {
      name: 'governed_by',
      source: 'Party',
      target: 'Jurisdiction',
      cues: ['construed in accordance with'],
    },
  ],
});

const news = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Company', kind: 'organization', aliases: ['company', 'firm'] },
    { name: 'Place', kind: 'place', aliases: ['city'] },
  ],
  relations: [{ name: 'headquartered_in', source: 'Company', target: 'Place', cues: ['based in'] }],
});

// Where people work and what they do there.
const careers = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Person', kind: 'person' },
    { name: 'Organization', kind: 'organization', aliases: ['newspaper', 'college', 'orchestra'] },
  ],
  relations: [
    {
      name: 'worked_for',
      source: 'Person',
      target: 'Organization',
      description: 'The person was employed by or was a member of the organization.',
      cues: ['worked for'],
    },
    { name: 'studied_at', source: 'Person', target: 'Organization', cues: ['studied at'] },
  ],
});

describe('rules engine: role names and descriptions', () => {
  it('gives a role defined on its own line to the name on that line', async () => {
    const { relations } = summary(
      await run(
        contract,
        'Ordered by: Tolvane Hydraulics Ltd. (the "Buyer")\n' +
          'Vendor: Marsby Castings Limited (the "Maker")\n\n' +
          'Penalties of EUR 900 per day are payable by the Maker.',
      ),
    );
    expect(relations).toContain('pays(Marsby Castings Limited, EUR 900)');
    expect(relations.filter((r) => r.startsWith('pays(Tolvane'))).toEqual([]);
  });

  it('takes the amount after the verb over a nearer one before it', async () => {
    const { relations } = summary(
      await run(
        contract,
        'Orvel Brick Limited (the "Supplier") and Kanto Homes Limited (the "Buyer") agree.\n\n' +
          'Where orders exceed £90,000, the Supplier shall pay a bonus of £2,100.',
      ),
    );
    expect(relations).toContain('pays(Orvel Brick Limited, £2,100)');
    expect(relations).not.toContain('pays(Orvel Brick Limited, £90,000)');
  });

  it('R4.04 gives the other sums of a sentence to the one it says pays, not a threshold', async () => {
    const { relations } = summary(
      await run(
        contract,
        'Dovecote Mills Limited (the "Supplier") and Farrant Bakeries Limited (the "Buyer") agree.\n\n' +
          'The Buyer shall pay the Supplier a fee of £48,000, payable in four instalments of £12,000. ' +
          'If orders exceed £500,000 the Supplier shall pay the Buyer a rebate of £2,000.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'pays(Farrant Bakeries Limited, £48,000)',
        'pays(Farrant Bakeries Limited, £12,000)',
      ]),
    );
    expect(relations.filter((r) => r.includes('£500,000'))).toEqual([]);
  });

  it('does not make a body named after the governing law a party to it', async () => {
    const { relations } = summary(
      await run(
        contract,
        'Orvel Brick Limited (the "Supplier") and Kanto Homes Limited (the "Buyer") agree.\n\n' +
          'This Purchase Order shall be construed in accordance with the laws of Norway, and ' +
          'disputes shall be settled by the Tromsdal Dispute Board Limited.',
      ),
    );
    expect(relations).toContain('governed_by(Orvel Brick Limited, Norway)');
    expect(relations).toContain('governed_by(Kanto Homes Limited, Norway)');
    expect(relations).not.toContain('governed_by(Tromsdal Dispute Board Limited, Norway)');
  });

  it('reads a place in an apposition or a possessive as where a company is based', async () => {
    const apposed = summary(
      await run(
        news,
        'Investors bought shares in Quorra Freight, a Lisbon shipping company, on Monday.',
      ),
    );
    expect(apposed.relations).toContain('headquartered_in(Quorra Freight, Lisbon)');
    const possessive = summary(
      await run(news, "Oslo's Fjellnes Capital led the round, people said."),
    );
    expect(possessive.relations).toContain('headquartered_in(Fjellnes Capital, Oslo)');
  });

  it('R4.04 a place glued to a name after its class noun is not part of it; a firm is called without its head word', async () => {
    const { entities, relations } = summary(
      await run(
        news,
        'The firm, Bergen-based Skarnholt, said it would cooperate. Banco Cumbre Andina will buy ' +
          'it. Cumbre Andina is based in Valparaíso.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining(['Company:Skarnholt', 'Place:Bergen', 'Company:Banco Cumbre Andina']),
    );
    expect(entities).not.toContain('Company:Bergen-based Skarnholt');
    expect(entities).not.toContain('Company:Cumbre Andina');
    expect(relations).toEqual(
      expect.arrayContaining([
        'headquartered_in(Skarnholt, Bergen)',
        'headquartered_in(Banco Cumbre Andina, Valparaíso)',
      ]),
    );
  });

  it('reads "<name>, chief executive, <firm>" as the firm of the post, though its first word is a given name', async () => {
    const staff = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', kind: 'organization', aliases: ['company'] },
        { name: 'Person', kind: 'person', aliases: ['executive', 'chief executive'] },
      ],
      relations: [{ name: 'works_for', source: 'Person', target: 'Company', cues: ['works for'] }],
    });
    const result = summary(
      await run(
        staff,
        'THE BRIEFING INTERVIEW\nIsabela Moraes Cunha, chief executive, Andorinha Mobility\n\n' +
          'Halvorsen Agri sells seed drills.',
      ),
    );
    expect(result.entities).toEqual([
      'Company:Andorinha Mobility',
      'Company:Halvorsen Agri',
      'Person:Isabela Moraes Cunha',
    ]);
    expect(result.relations).toEqual(['works_for(Isabela Moraes Cunha, Andorinha Mobility)']);
  });

  it("reads an organisation's initials, written alone after its name, as the organisation", async () => {
    const { relations } = summary(
      await run(
        careers,
        'Ansel Okafor-Reyes worked for Harlow Ridge Academy for decades. Lucinda Okafor-Reyes ' +
          'worked for HRA from 1991 until 2015, and her CEO title came later.',
      ),
    );
    expect(relations).toEqual([
      'worked_for(Ansel Okafor-Reyes, Harlow Ridge Academy)',
      'worked_for(Lucinda Okafor-Reyes, Harlow Ridge Academy)',
    ]);
  });

  describe('a name, then its role at "the company"', () => {
    const staff = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', kind: 'organization', aliases: ['company', 'firm'] },
        { name: 'Person', kind: 'person', aliases: ['chief executive'] },
      ],
      relations: [
        {
          name: 'works_for',
          source: 'Person',
          target: 'Company',
          cues: ['chief executive of', 'works for'],
        },
      ],
    });

    it('relates the name to the company the possessive stands for', async () => {
      const { relations } = summary(
        await run(
          staff,
          'The firm, Brambleway Foods, opened in 2016. Sales doubled last year. ' +
            "Odile Marchetti, 41, the company's chief executive, is unruffled.",
        ),
      );
      expect(relations).toContain('works_for(Odile Marchetti, Brambleway Foods)');
    });

    it('reads "the company" in a later paragraph as the one the report is about', async () => {
      const { relations } = summary(
        await run(
          staff,
          'The firm, Brambleway Foods, opened in 2016 with a loan from Corvane Bank. ' +
            'Brambleway Foods now sells in nine countries.\n\n' +
            "Odile Marchetti, the company's chief executive, is unruffled.",
        ),
      );
      expect(relations).toContain('works_for(Odile Marchetti, Brambleway Foods)');
      expect(relations).not.toContain('works_for(Odile Marchetti, Corvane Bank)');
    });
  });
});

describe('rules engine: a passive cue read in the active voice', () => {
  const founders = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Company', kind: 'organization', aliases: ['company', 'firm'] },
      { name: 'Person', kind: 'person' },
    ],
    relations: [{ name: 'founded_by', source: 'Company', target: 'Person', cues: ['founded by'] }],
  });

  it('reads "<person> founded <name>" as "<name> founded by <person>", typing the name', async () => {
    const result = summary(
      await run(founders, 'Martina Sosa founded Cielo Bajo in 2011 and still runs it.'),
    );
    expect(result.entities).toContain('Company:Cielo Bajo');
    expect(result.relations).toContain('founded_by(Cielo Bajo, Martina Sosa)');
  });

  it('reads the agent after when or where the passive happened ("founded in 2017 by")', async () => {
    const { relations } = summary(
      await run(
        founders,
        'Brisklyng AS was founded in 2017 by Kari Østmo and Joakim Reitan. Halvard Robotics AB ' +
          'was founded in Malmö in 2011 by Ingrid Sjöqvist.',
      ),
    );
    expect(relations).toEqual([
      'founded_by(Brisklyng AS, Joakim Reitan)',
      'founded_by(Brisklyng AS, Kari Østmo)',
      'founded_by(Halvard Robotics AB, Ingrid Sjöqvist)',
    ]);
  });

  it('reads a relative clause\'s antecedent as the verb\'s object, and a city before "company" in apposition as a place', async () => {
    const news = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', kind: 'organization', aliases: ['company', 'group'] },
        { name: 'Person', kind: 'person' },
        { name: 'Place', kind: 'place' },
      ],
      relations: [
        { name: 'founded_by', source: 'Company', target: 'Person', cues: ['co-founded'] },
        { name: 'works_for', source: 'Person', target: 'Company', cues: ['joined'] },
      ],
    });
    const result = summary(
      await run(
        news,
        'Andorinha Mobility, the São Paulo electric-scooter company that Isabela Moraes Cunha ' +
          'co-founded in 2018, agreed last month to be bought by Movilo. Brask Logistik AS, which ' +
          'Heidi Aune joined in 2015, moved its depot to Drammen.',
      ),
    );
    expect(result.entities).toContain('Place:São Paulo');
    expect(result.entities).not.toContain('Company:São Paulo');
    expect(result.relations).toEqual([
      'founded_by(Andorinha Mobility, Isabela Moraes Cunha)',
      'works_for(Heidi Aune, Brask Logistik AS)',
    ]);
  });

  it('takes no one near the participle for its agent', async () => {
    const { relations } = summary(
      await run(founders, 'Brookvale Foods, founded in 1990, hired Jane Roe last year.'),
    );
    expect(relations).toEqual([]);
  });
});

describe('rules engine: a part a person plays, and whom a work is for', () => {
  const lives = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Person', kind: 'person', aliases: ['composer'] },
      { name: 'Work', kind: 'work', aliases: ['song cycle'] },
    ],
    relations: [{ name: 'created', source: 'Person', target: 'Work', cues: ['wrote', 'written'] }],
  });

  it('takes a name after a voice or a position for a person', async () => {
    const { entities } = summary(
      await run(
        lives,
        'He married the soprano Morfydd Castellan in 1958 and played beside the winger ' +
          'Sándor Vérhalmi for ten seasons.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining(['Person:Morfydd Castellan', 'Person:Sándor Vérhalmi']),
    );
  });

  it('does not take the one a work was written for for its author', async () => {
    const { relations } = summary(
      await run(
        lives,
        'Her song cycle Nine Winters, written for the mezzo-soprano Dilnaz Abenova, won a prize.',
      ),
    );
    expect(relations).not.toContain('created(Dilnaz Abenova, Nine Winters)');
  });

  it('R4.04 "co-wrote X (1994) and Y (2001) with her": both works, and "her" is not the one who co-wrote', async () => {
    const { relations } = summary(
      await run(
        lives,
        'Marta Quiroga is a Chilean director. In 1990 Quiroga married the screenwriter Tomás ' +
          'Ibarren, who co-wrote Luz de Invierno (1993) and Los Pasos (2000) with her.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'created(Tomás Ibarren, Luz de Invierno)',
        'created(Tomás Ibarren, Los Pasos)',
        'created(Marta Quiroga, Luz de Invierno)',
        'created(Marta Quiroga, Los Pasos)',
      ]),
    );
  });
});

describe('rules engine: a place and the larger one after its comma', () => {
  const news = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Company', kind: 'organization', aliases: ['company', 'producer'] },
      { name: 'Place', kind: 'place', aliases: ['city'] },
    ],
    relations: [
      { name: 'headquartered_in', source: 'Company', target: 'Place', cues: ['based in'] },
    ],
  });

  it('relates both, unless the description asks for one of them', async () => {
    const text =
      'Ferrova took over Coppermount Ltd, a copper producer based in Antofagasta, Chile.';
    expect(summary(await run(news, text)).relations).toEqual([
      'headquartered_in(Coppermount Ltd, Antofagasta)',
      'headquartered_in(Coppermount Ltd, Chile)',
    ]);
    const one = ontologyDocumentSchema.parse({
      ...news,
      relations: [
        {
          ...news.relations[0]!,
          description:
            'Where the company is based (when a city and its country are both given, the city).',
        },
      ],
    });
    expect(summary(await run(one, text)).relations).toEqual([
      'headquartered_in(Coppermount Ltd, Antofagasta)',
    ]);
  });
});

describe('rules engine: a post held at an organisation', () => {
  it("relates the clause’s person to where the post is, past the firm's own description, not where one trains for it", async () => {
    const { relations } = summary(
      await run(
        careers,
        'Dilani Rathnayake trained as a teacher at Kronum Teachers College. She later spent four ' +
          'years as a sub-editor at the Island Herald Company, and took a job as a signal clerk ' +
          'with the Coastal Railway Corporation. As a buyer at grocery chain Pellow Stores Group ' +
          'she learned the trade.',
      ),
    );
    expect(relations.filter((r) => r.startsWith('worked_for('))).toEqual([
      'worked_for(Dilani Rathnayake, Coastal Railway Corporation)',
      'worked_for(Dilani Rathnayake, Island Herald Company)',
      'worked_for(Dilani Rathnayake, Pellow Stores Group)',
    ]);
  });

  it('an organisation that names or appoints someone "as" a post employs them', async () => {
    const { relations } = summary(
      await run(
        careers,
        'Brackenfold Foods Group named Maria Lopez as its chief financial officer on Monday. ' +
          'The board of the Lyle Gazette has appointed Tom Reyes as editor.',
      ),
    );
    expect(relations.filter((r) => r.startsWith('worked_for('))).toEqual([
      'worked_for(Maria Lopez, Brackenfold Foods Group)',
      'worked_for(Tom Reyes, Lyle Gazette)',
    ]);
  });

  it('a post held "there" or "then its professor" is at the organisation the sentence named last', async () => {
    const result = summary(
      await run(
        careers,
        'Ada Quist did her doctorate at the Lucerne Technical College under the physicist Emil Kronauer, a professor there until 2015. ' +
          'Later she worked with the Lindenau Conservatory and the composer Ruprecht Vallnau, then its professor of composition. ' +
          'Her brother went to the Saltbridge College, where the trombonist Harold Penwarden, who taught there for thirty years, became his mentor.',
      ),
    );
    expect(result.relations).toEqual(
      expect.arrayContaining([
        'worked_for(Emil Kronauer, Lucerne Technical College)',
        'worked_for(Ruprecht Vallnau, Lindenau Conservatory)',
        'worked_for(Harold Penwarden, Saltbridge College)',
      ]),
    );
  });
});

describe('rules engine: what a person does, at an organisation', () => {
  it('reads "a chemist at" and "its chief conductor," as a post there', async () => {
    const { relations } = summary(
      await run(
        careers,
        'In 1968 Emir Halilović married Jasmina Kapetanović, a chemist at the Zenica Steel Company. ' +
          'His suite was recorded by the Tyneside Symphony Orchestra and its chief conductor, Sarah Adams.',
      ),
    );
    expect(relations).toEqual([
      'worked_for(Jasmina Kapetanović, Zenica Steel Company)',
      'worked_for(Sarah Adams, Tyneside Symphony Orchestra)',
    ]);
  });

  it("R4.04 a name no list knows after a post is where the post is held; a people's word is no short form of it", async () => {
    const { entities, relations } = summary(
      await run(
        careers,
        'Born in Tuam, Eamon Rourke studied history and Irish at the University of Galway. He ' +
          'spent six years as a correspondent for the Irish Coastal Wire, then worked as a night ' +
          'copy editor at the Fanal Weekly.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining(['Organization:Irish Coastal Wire', 'Organization:Fanal Weekly']),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'studied_at(Eamon Rourke, University of Galway)',
        'worked_for(Eamon Rourke, Irish Coastal Wire)',
        'worked_for(Eamon Rourke, Fanal Weekly)',
      ]),
    );
    expect(relations).not.toContain('studied_at(Eamon Rourke, Irish Coastal Wire)');
  });
});

describe('rules engine: the works a document about one person names', () => {
  const lives = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Person', kind: 'person' },
      { name: 'Work', kind: 'work', aliases: ['novel', 'book', 'collection'] },
    ],
    relations: [{ name: 'created', source: 'Person', target: 'Work', cues: ['wrote'] }],
  });

  it('are the subject’s, unless the sentence gives one to someone else', async () => {
    const { relations } = summary(
      await run(
        lives,
        'Inês Carvalhal Mota (4 May 1931 – 18 January 2009) was a Portuguese novelist. Carvalhal ' +
          'Mota was born in Porto. The river cycle closed with Maré Baixa (1971). She set her last ' +
          'stories to the rhythm of Salt Hours (1980), the collection by her husband, the poet Rui ' +
          'Teixeira.',
      ),
    );
    expect(relations).toEqual(['created(Inês Carvalhal Mota, Maré Baixa)']);
  });
});

describe('rules engine: a role held at an organisation, said by its name', () => {
  const staff = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Company', kind: 'organization', aliases: ['company'] },
      { name: 'Person', kind: 'person' },
    ],
    relations: [
      {
        name: 'works_for',
        source: 'Person',
        target: 'Company',
        description: 'The person is employed by the company or holds a role at it.',
        cues: ['works for'],
      },
    ],
  });

  it('reads an owner’s role, a company before its role, and a role of, at or with a company', async () => {
    const { relations } = summary(
      await run(
        staff,
        'Trevane Harvesters Ltda makes harvesters. Trevane’s product director, Beatriz Lins, said ' +
          'sales rose. Suryakanta Motors shares fell. Suryakanta chairman Harish Venkataraman says ' +
          'the board is calm. Marte Lindvik, chief executive officer of Halvørn ASA, spoke. ' +
          'Ola Brenna, regional organiser with the Oskar Freight Workers Union, disagreed.',
      ),
    );
    expect(relations).toEqual([
      'works_for(Beatriz Lins, Trevane Harvesters Ltda)',
      'works_for(Harish Venkataraman, Suryakanta Motors)',
      'works_for(Marte Lindvik, Halvørn ASA)',
      'works_for(Ola Brenna, Oskar Freight Workers Union)',
    ]);
  });

  it('reads the holder named after a post of a company, even a name no list knows, and not as its founder', async () => {
    const firms = ontologyDocumentSchema.parse({
      ...staff,
      relations: [
        ...staff.relations,
        { name: 'founded_by', source: 'Company', target: 'Person', cues: ['founded by'] },
      ],
    });
    const { entities, relations } = summary(
      await run(
        firms,
        'The chief executive of Norwegian salmon farmer Fjordhav Seafood, Erlend Myklebust, ' +
          'resigned on Monday. The finance director at Brunnhof Confiseur AG, Ueli Brändle, said ' +
          'demand had softened.',
      ),
    );
    expect(entities).toEqual(expect.arrayContaining(['Person:Erlend Myklebust']));
    expect(relations).toEqual([
      'works_for(Erlend Myklebust, Fjordhav Seafood)',
      'works_for(Ueli Brändle, Brunnhof Confiseur AG)',
    ]);
  });

  it('R4.04 gives a post named without its firm to the firm the report is about, or that heads its section', async () => {
    const { relations } = summary(
      await run(
        staff,
        'Orvanto Mills cut its forecast on Tuesday. The company blamed cotton prices, and ' +
          'Orvanto Mills shares fell 4%. Belcastro Textiles was unchanged.\n\n' +
          '"We will recover," chief executive Mirela Santangelo told analysts.\n\n' +
          'For further information: Tobias Renk, CFO, Belcastro Textiles\n\n' +
          'EXPORTER OF THE YEAR\nKestrel Weaving Company\nThe weaver won for its Baltic sales. ' +
          'Managing director Ilse Varga thanked her staff. Founder Jonas Pikk was absent.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'works_for(Mirela Santangelo, Orvanto Mills)',
        'works_for(Ilse Varga, Kestrel Weaving Company)',
      ]),
    );
    // The firm named with the post is whose it is; a founder alone holds no post.
    expect(relations).not.toContain('works_for(Tobias Renk, Orvanto Mills)');
    expect(relations.filter((r) => r.startsWith('works_for(Jonas Pikk'))).toEqual([]);
  });

  it('R4.04 a founder named without the firm founded the one heading the section', async () => {
    const firms = ontologyDocumentSchema.parse({
      ...staff,
      relations: [
        ...staff.relations,
        { name: 'founded_by', source: 'Company', target: 'Person', cues: ['founded by'] },
      ],
    });
    const { relations } = summary(
      await run(
        firms,
        'EXPORTER OF THE YEAR\nKestrel Weaving Company\nThe weaver won for its Baltic sales. ' +
          'Founder Jonas Pikk was absent. Ilse Varga, co-founder & CEO, accepted the award.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'founded_by(Kestrel Weaving Company, Jonas Pikk)',
        'founded_by(Kestrel Weaving Company, Ilse Varga)',
        'works_for(Ilse Varga, Kestrel Weaving Company)',
      ]),
    );
  });

  it('reads the post before a company after a dateline, with an ontology that gives no kinds', async () => {
    // Seen on a run's Results page: "OSLO, Nov 18 - The chief executive of …" gave no relation.
    const plain = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', aliases: ['firm', 'supplier'] },
        { name: 'Person', label: 'Person' },
      ],
      relations: [
        {
          name: 'works_for',
          source: 'Person',
          target: 'Company',
          cues: ['works for', 'employed by'],
        },
      ],
    });
    const { relations } = summary(
      await run(
        plain,
        'OSLO, Nov 18 - The chief executive of Norwegian salmon farmer Fjordhav Seafood, Erlend ' +
          'Myklebust, resigned on Tuesday after an internal investigation.',
      ),
    );
    expect(relations).toEqual(['works_for(Erlend Myklebust, Fjordhav Seafood)']);
  });
});

describe('rules engine: what a relation means, said in other words than its cues', () => {
  const careers = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Person', kind: 'person' },
      { name: 'Organization', kind: 'organization', aliases: ['club', 'institute'] },
    ],
    relations: [
      { name: 'worked_for', source: 'Person', target: 'Organization', cues: ['joined'] },
      { name: 'studied_at', source: 'Person', target: 'Organization', cues: ['studied at'] },
    ],
  });

  it('reads "employed by", "signed for", "led … at" as work, "educated at" as study', async () => {
    const result = summary(
      await run(
        careers,
        'Ingrid Solbakken was educated at the Bergen Cathedral School and won a place at the Oslo Sports Academy. Vestland Athletic signed her in 2012, and in 2016 Ingrid Solbakken signed for Olympique Rhodanien. Farida Elmasri has led a research group at the Halvorsen Institute since 2014. Konrad Ludecke was employed by the Dorrin Institute.',
      ),
    );
    expect(result.relations).toEqual([
      'studied_at(Ingrid Solbakken, Bergen Cathedral School)',
      'studied_at(Ingrid Solbakken, Oslo Sports Academy)',
      'worked_for(Farida Elmasri, Halvorsen Institute)',
      'worked_for(Ingrid Solbakken, Olympique Rhodanien)',
      'worked_for(Ingrid Solbakken, Vestland Athletic)',
      'worked_for(Konrad Ludecke, Dorrin Institute)',
    ]);
  });

  it('R4.04 reads a past-tense cue in its other forms ("joined": joining, join), not what is only expected', async () => {
    const result = summary(
      await run(
        careers,
        'Gwen Aldous left Wales in 1964, joining the Tarn Valley Orchestra. Piet Molenaar is expected to join the Dorrin Institute next year. Ana Brandt will join the Halvorsen Institute.',
      ),
    );
    expect(result.relations).toEqual([
      'worked_for(Ana Brandt, Halvorsen Institute)',
      'worked_for(Gwen Aldous, Tarn Valley Orchestra)',
    ]);
  });

  it('R4.04 an organisation "led by" or "run by" someone employs them; an investor that "led" a round does not', async () => {
    const result = summary(
      await run(
        careers,
        "He went on the road with the Northside Five, a hard-bop group led by the trumpeter Lonnie Gaskill. Greyling Press, a tiny publisher run by Maud Kerrigan, printed it. Skarvik Ventures, which led Quillmoor's Series A round, declined to comment.",
      ),
    );
    expect(result.entities).not.toContain('Person:Quillmoor');
    expect(result.relations).toEqual([
      'worked_for(Lonnie Gaskill, Northside Five)',
      'worked_for(Maud Kerrigan, Greyling Press)',
    ]);
  });

  it('R4.04 years spent at an organisation, or "formerly at" it, are work there; a year is no title', async () => {
    // A relation of past ties too ("was employed"); one of the present stays so (rules-structure).
    const past = ontologyDocumentSchema.parse({
      ...careers,
      relations: careers.relations.map((r) =>
        r.name === 'worked_for' ? { ...r, description: 'The person is or was employed there.' } : r,
      ),
    });
    const result = summary(
      await run(
        past,
        'Monika Vrabec spent nine years at the Tessaro Group. Kovalyn Labs was started by Zofia Wroblewska and Tomasz Ek, both formerly at the Stromberg Institute. That same year Piet Molenaar married Ana Brandt, a chemist at the Zenica College.',
      ),
    );
    expect(result.relations).toEqual(
      expect.arrayContaining([
        'worked_for(Monika Vrabec, Tessaro Group)',
        'worked_for(Tomasz Ek, Stromberg Institute)',
        'worked_for(Zofia Wroblewska, Stromberg Institute)',
      ]),
    );
    expect(result.relations).not.toContain('worked_for(Piet Molenaar, Zenica College)');
  });

  it('R4.04 a cue’s "-ing" form before a noun describes the noun: "the reading list" states no study', async () => {
    const reading = ontologyDocumentSchema.parse({
      ...careers,
      relations: [{ name: 'studied_at', source: 'Person', target: 'Organization', cues: ['read'] }],
    });
    const result = summary(
      await run(
        reading,
        'Ewan Prideaux wrote a memoir, printed by the Trelawney College, that is now on the reading list. Ana Brandt read physics at the Zenica College.',
      ),
    );
    expect(result.relations).toEqual(['studied_at(Ana Brandt, Zenica College)']);
  });

  it('R4.04 reads "produced by" in its active forms, past an apposition, and the name the finders gave', async () => {
    const science = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Substance', kind: 'substance', aliases: ['compound'] },
        { name: 'Organism', kind: 'other', aliases: ['bacterium', 'species'] },
      ],
      relations: [
        { name: 'found_in', source: 'Substance', target: 'Organism', cues: ['produced by'] },
      ],
    });
    const result = summary(
      await run(
        science,
        'The abundance of Staphylococcus lugdunensis, a commensal that produces the peptide antibiotic lugdunin, rose. One isolate, identified as Bacillus velezensis, secreted a cyclic lipopeptide that we named kivuamide B. Streptomyces tervanensis produces a small polyene that the researchers call mycovalerin.',
      ),
    );
    expect(result.relations).toEqual(
      expect.arrayContaining([
        'found_in(lugdunin, Staphylococcus lugdunensis)',
        'found_in(kivuamide B, Bacillus velezensis)',
        'found_in(mycovalerin, Streptomyces tervanensis)',
      ]),
    );
  });

  it('reads "is treated with" and "therapy for" as treating', async () => {
    const medicine = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Substance', kind: 'substance' },
        { name: 'Condition', kind: 'condition' },
      ],
      relations: [
        { name: 'treats', source: 'Substance', target: 'Condition', cues: ['treatment of'] },
      ],
    });
    const result = summary(
      await run(
        medicine,
        'Today, Buruli ulcer is treated with eight weeks of rifampicin. Azithromycin is the recommended therapy for community-acquired pneumonia.',
      ),
    );
    expect(result.relations).toEqual([
      'treats(Azithromycin, community-acquired pneumonia)',
      'treats(rifampicin, Buruli ulcer)',
    ]);
  });

  it('reads "made by" and "developed by" as producing', async () => {
    const makers = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Company', kind: 'organization', aliases: ['firm'] },
        { name: 'Product', kind: 'product', aliases: ['platform', 'inhaler'] },
      ],
      relations: [{ name: 'produces', source: 'Company', target: 'Product', cues: ['produces'] }],
    });
    const result = summary(
      await run(
        makers,
        'The Talhão platform was developed by Nuvem Rural Ltda. The Zentorin inhaler is made by Sahyadri Lifesciences Ltd.',
      ),
    );
    expect(result.relations).toEqual([
      'produces(Nuvem Rural Ltda, Talhão)',
      'produces(Sahyadri Lifesciences Ltd, Zentorin)',
    ]);
  });

  it('reads "made by" and "from" as where a substance is found, and what an organism produced past its kind\'s words', async () => {
    const natural = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Substance', kind: 'substance', aliases: ['compound', 'pigment'] },
        { name: 'Organism', kind: 'other', aliases: ['species', 'sponge', 'bacterium'] },
      ],
      relations: [
        {
          name: 'found_in',
          source: 'Substance',
          target: 'Organism',
          cues: ['isolated from', 'produced by'],
        },
      ],
    });
    const result = summary(
      await run(
        natural,
        'Velmarin, a quinone from the sponge Dysidea avara, was tested. Torbacin, a purple pigment made by the bacterium Janthinobacterium lividum, was not. Isolate MB-9 of the bacterium Streptomyces griseus produced the polyene macrolide ugandomycin.',
      ),
    );
    expect(result.relations).toEqual(
      expect.arrayContaining([
        'found_in(Velmarin, Dysidea avara)',
        'found_in(Torbacin, Janthinobacterium lividum)',
        'found_in(ugandomycin, Streptomyces griseus)',
      ]),
    );
  });

  it('reads "co-authored with" as making the work, and the co-authors as people, not works', async () => {
    const making = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Person', kind: 'person' },
        { name: 'Work', kind: 'work', aliases: ['paper'] },
      ],
      relations: [{ name: 'created', source: 'Person', target: 'Work', cues: ['wrote'] }],
    });
    const result = summary(
      await run(
        making,
        'Selected papers\nAcoustic Signatures of Bleaching Reefs (2021), co-authored with Priya Raghunathan and Tobias Fennimore',
      ),
    );
    expect(result.relations).toEqual([
      'created(Priya Raghunathan, Acoustic Signatures of Bleaching Reefs)',
      'created(Tobias Fennimore, Acoustic Signatures of Bleaching Reefs)',
    ]);
    expect(result.entities).not.toContain('Work:Priya Raghunathan');
  });

  it("reads a reference list's quoted titles, and each author the document names in full as a maker", async () => {
    const making = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Person', kind: 'person' },
        { name: 'Work', kind: 'work', aliases: ['paper'] },
      ],
      relations: [{ name: 'created', source: 'Person', target: 'Work', cues: ['wrote'] }],
    });
    const result = summary(
      await run(
        making,
        'Dr Seo-yeon Baek studies fjord sediments with Ana Pereira-Lund.\n\nSELECTED PUBLICATIONS\n' +
          '- Baek, S., Cho, M. & Pereira-Lund, A. (2016). "Benthic Iron Fluxes in a Warming Yellow Sea Shelf"\n' +
          '- Baek, S. & Halvorsen, T. (2011). "Manganese Pulses at the Sediment–Water Interface"\n',
      ),
    );
    expect(result.entities).toContain('Work:Benthic Iron Fluxes in a Warming Yellow Sea Shelf');
    expect(result.entities).toContain('Work:Manganese Pulses at the Sediment–Water Interface');
    expect(result.relations).toEqual(
      expect.arrayContaining([
        'created(Ana Pereira-Lund, Benthic Iron Fluxes in a Warming Yellow Sea Shelf)',
        'created(Seo-yeon Baek, Benthic Iron Fluxes in a Warming Yellow Sea Shelf)',
      ]),
    );
  });

  it('reads a form\'s "Spouse:" as marriage, though the relation\'s cues do not list it', async () => {
    const family = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [{ name: 'Person', kind: 'person' }],
      relations: [{ name: 'married_to', source: 'Person', target: 'Person', cues: ['married'] }],
    });
    const result = summary(
      await run(family, 'FACULTY PROFILE\n\nName: Seo-yeon Baek\nSpouse: Erlend Moe (architect)\n'),
    );
    expect(result.relations).toEqual(['married_to(Seo-yeon Baek, Erlend Moe)']);
  });
});
